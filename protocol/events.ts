/** Topics of PROTOCOL.md. */
export const Topic = {
  lobby: 'lobby',
  lobbyOf: (memberId: number) => `lobby.${memberId}`,
  cashierOf: (playerId: number) => `cashier.${playerId}`,
  playerOf: (playerId: number) => `player.${playerId}`,
} as const;

/**
 * Pushed event names (spec section 7, Pushed events handled). The lobby batch carries every game
 * changed in the last 3 s: `{ games: GameInstance[], removed: number[] }`.
 */
export const PushEvent = {
  gamesBatch: 'gamesBatch',
} as const;

export type PushEventName = (typeof PushEvent)[keyof typeof PushEvent] | string;

export interface PushMessage<T = unknown> {
  topic: string;
  event: PushEventName;
  data: T;
  seq: number;
}
