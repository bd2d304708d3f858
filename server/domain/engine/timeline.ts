import type { GameTypeConfig } from '../../config/schema';

/** When an instance starting at startAt closes registration, becomes ready, and is due to end. */
export interface Timeline {
  registrationEndAt: number;
  readyAt: number;
  startAt: number;
  endDueAt: number;
}

export function timelineFor(game: GameTypeConfig, startAt: number): Timeline {
  return {
    registrationEndAt: startAt - game.registration.closesBeforeStartSeconds * 1000,
    readyAt: startAt - game.registration.readyBeforeStartSeconds * 1000,
    startAt,
    endDueAt: startAt + game.playoutSeconds * 1000,
  };
}
