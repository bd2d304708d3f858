import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRaffle, seededSource } from '../../../../server/domain/draw';
import { verifyEvidence } from '../../../../protocol/fairness';
import { webSha256 } from '../../../../protocol/instant/sha256';
import { drawEvidence } from '../../../../server/domain/fairness/drawEvidence';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  tinyGame,
} from '../play/support/gameWorld';

describe.each(backends)('a raffle on $name', (backend) => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    db = opened.db;
  });
  afterAll(() => dispose());
  let db: Awaited<ReturnType<typeof backend.open>>['db'];

  it('draws one ticket per rank without replacement from the committed seed, and pays each once', async () => {
    const type = tinyGame({
      gameId: 902,
      rule: 'raffleGame',
      playout: 'raffle',
      pickSize: 1,
      ballRange: 100,
      feeMinor: 0,
      progressive: { enabled: false },
      ranks: [
        { rankNumber: 1, prizePercentage: 50 },
        { rankNumber: 2, prizePercentage: 30 },
        { rankNumber: 3, prizePercentage: 20 },
      ],
    });
    const w = await makeWorld(db, type);
    const game = await openInstance(w);
    const buyers = [];
    for (let i = 1; i <= 5; i++) {
      const p = await fundedPlayer(db, 1000);
      const r = await w.joins.join({
        playerId: p.id,
        gameId: game.gameId,
        gameInstanceId: game.gameInstanceId,
        userPlays: [String(i)],
        userPlaysCount: 1,
        currencyId: 'USD',
      });
      expect(r.exitCode).toBe(0);
      buyers.push(p);
    }
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick();
    const [row] = await db.query<{ seed: string; draws: number[] }>(
      'SELECT seed, draws FROM game_instances WHERE id = $1',
      [game.gameInstanceId],
    );
    const ids = (
      await db.query<{ id: number }>('SELECT id FROM plays WHERE instance_id = $1 ORDER BY id', [
        game.gameInstanceId,
      ])
    ).map((p) => p.id);
    expect(new Set(row.draws).size).toBe(3);
    // The public evidence (docs/fairness.md) replays the same winners in the standalone verifier.
    const evidence = await drawEvidence(db, new Map([[type.gameId, type]]), game.gameInstanceId);
    expect(evidence?.rules).toEqual({ kind: 'raffle', winnersPerRank: [1, 1, 1], playIds: ids });
    expect(await verifyEvidence(evidence, webSha256())).toMatchObject({ ok: true, complete: true });
    expect(drawRaffle(seededSource(row.seed, String(game.gameInstanceId)), ids, [1, 1, 1]).flat()).toEqual(
      row.draws,
    );
    // Pool: 60% of 5 x 100 = 300, split 150 / 90 / 60 by rank.
    const prizes = await db.query<{ id: number; rank_number: number; prize_minor: number; paid: boolean }>(
      `SELECT w.play_id AS id, w.rank_number, w.prize_minor, w.player_id <= i.paid_through_player_id AS paid
       FROM play_wins w JOIN game_instances i ON i.id = w.instance_id WHERE w.instance_id = $1`,
      [game.gameInstanceId],
    );
    const byId = new Map(prizes.map((p) => [p.id, p]));
    expect(row.draws.map((id) => byId.get(id)!.prize_minor)).toEqual([150, 90, 60]);
    expect(prizes.every((p) => p.paid)).toBe(true);
    const total = (await Promise.all(buyers.map((b) => balanceOf(db, b.cashId)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(5 * 900 + 300);
    expect(await ledgerBalances(db)).toEqual({ total: 0, drift: 0 });
  });
});
