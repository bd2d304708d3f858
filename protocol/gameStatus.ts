/** Game statuses of spec section 4. */
export const GameStatus = {
  Open: 'OPEN',
  Closed: 'CLOSED',
  Ready: 'READY',
  Started: 'STARTED',
  Ended: 'ENDED',
  Retry: 'RETRY',
  Replay1: 'REPLAY1',
  Full: 'FULL',
  Refunded: 'REFUNDED',
} as const;

export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

/**
 * Server-side lifecycle: which status may follow which. RETRY goes back to READY (try the start
 * again) or is refunded; a rescheduled game returns to OPEN. REPLAY1 and FULL are client-side views.
 */
export const gameTransitions: Readonly<Record<GameStatus, readonly GameStatus[]>> = {
  OPEN: ['CLOSED', 'REFUNDED'],
  CLOSED: ['READY', 'OPEN', 'REFUNDED'],
  READY: ['STARTED', 'RETRY', 'REFUNDED'],
  RETRY: ['READY', 'STARTED', 'OPEN', 'REFUNDED'],
  STARTED: ['ENDED', 'REFUNDED'],
  ENDED: [],
  REFUNDED: [],
  REPLAY1: [],
  FULL: [],
};

export function canTransition(from: GameStatus, to: GameStatus): boolean {
  return gameTransitions[from].includes(to);
}
