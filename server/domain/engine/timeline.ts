import type { GameTypeConfig } from '../../config/schema';

/** When an instance starting at startAt closes registration, becomes ready, and is due to end. */
export interface Timeline {
  registrationEndAt: number;
  readyAt: number;
  startAt: number;
  endDueAt: number;
}

/**
 * A tournament is READY its readiness window (30 s, spec section 9) before the start, so players
 * in it get the play modal then; never before its registration has closed.
 */
export function timelineFor(game: GameTypeConfig, startAt: number): Timeline {
  const closes = game.registration.closesBeforeStartSeconds;
  const ready = game.tournament
    ? Math.min(game.tournamentSettings.readinessWindowSeconds, closes)
    : game.registration.readyBeforeStartSeconds;
  return {
    registrationEndAt: startAt - closes * 1000,
    readyAt: startAt - ready * 1000,
    startAt,
    endDueAt: startAt + game.playoutSeconds * 1000,
  };
}
