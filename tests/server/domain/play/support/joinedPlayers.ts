import { expect } from 'vitest';
import type { GameInstance } from '../../../../../protocol/types';
import { fundedPlayer, type World } from './gameWorld';

/** Joins the player to the instance with these plays, in USD; the join must succeed. */
export async function joinPlays(
  w: World,
  game: GameInstance,
  playerId: number,
  plays: string[],
): Promise<void> {
  const r = await w.joins.join({
    playerId,
    gameId: game.gameId,
    gameInstanceId: game.gameInstanceId,
    userPlays: plays,
    userPlaysCount: plays.length,
    currencyId: 'USD',
  });
  expect(r.exitCode, r.exitDescription).toBe(0);
}

/**
 * One funded player (10.00 USD) per play, each joined to the instance with that one play. The
 * usual field of a settlement test: with the tiny game's plays '1,2', '1,3' and '2,3', one wins
 * rank 1 and the other two rank 2.
 */
export async function joinedPlayers(
  w: World,
  game: GameInstance,
  plays: string[],
): Promise<{ id: number; cashId: number; play: string }[]> {
  const players: { id: number; cashId: number; play: string }[] = [];
  for (const play of plays) {
    const p = await fundedPlayer(w.db, 1000);
    await joinPlays(w, game, p.id, [play]);
    players.push({ ...p, play });
  }
  return players;
}
