import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlays } from '../../../../server/domain/engine/loadPlays';
import { backends } from '../support/testDb';
import { fundedPlayer, openInstance, tinyGame, type World } from '../play/support/gameWorld';
import { joinPlays } from '../play/support/joinedPlayers';
import { openWorld } from './support/openWorld';

/** The settlement reads plays packed as text (loadPlays.ts): it must read what a plain SELECT does. */
describe.each(backends)("loading a game's plays on $name", (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame({ progressive: { enabled: false } })));
  });
  afterAll(() => dispose());

  it('reads every play with its player and bet type, in sale order, over any id range size', async () => {
    const game = await openInstance(w);
    for (const plays of [['1,2', '1,3'], ['2,3'], ['1,3', '2,3', '1,2']]) {
      const p = await fundedPlayer(w.db, 1000);
      await joinPlays(w, game, p.id, plays);
    }
    const ids = await w.db.query<{ id: number }>('SELECT id FROM plays WHERE instance_id = $1 ORDER BY id', [
      game.gameInstanceId,
    ]);
    // Bet types with spaces, an empty one left null, as fixed-odds games store them.
    await w.db.query(`UPDATE plays SET bet_type = 'Perm 3' WHERE id = $1`, [ids[0].id]);
    await w.db.query(`UPDATE plays SET bet_type = 'Straight' WHERE id = $1`, [ids[2].id]);
    const expected = await w.db.query<{
      playId: number;
      playerId: number;
      play: string;
      betType: string | null;
    }>(
      'SELECT id AS "playId", player_id AS "playerId", play, bet_type AS "betType" FROM plays WHERE instance_id = $1 ORDER BY id',
      [game.gameInstanceId],
    );
    const asNumbers = expected.map((p) => ({ ...p, playId: Number(p.playId), playerId: Number(p.playerId) }));
    for (const chunk of [1, 2, 5, 250_000]) {
      expect(await loadPlays(w.db, game.gameInstanceId, true, chunk)).toEqual(asNumbers);
      expect(await loadPlays(w.db, game.gameInstanceId, false, chunk)).toEqual(
        asNumbers.map(({ betType: _, ...p }) => p),
      );
    }
    expect(asNumbers).toHaveLength(6);
    expect(asNumbers.filter((p) => p.betType !== null)).toHaveLength(2);
  });

  it('reads nothing for a game without plays', async () => {
    expect(await loadPlays(w.db, 999_999, false)).toEqual([]);
  });
});
