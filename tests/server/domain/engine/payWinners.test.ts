import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { transfer } from '../../../../server/domain/ledger';
import { GameAccount, houseAccount } from '../../../../server/domain/play/houseAccounts';
import { payWinners } from '../../../../server/domain/engine/payWinners';
import { settleDrawn } from '../../../../server/domain/engine/settleInstance';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  houseBalance,
  ledgerBalances,
  openInstance,
  tinyGame,
  type World,
} from '../play/support/gameWorld';
import { joinPlays } from '../play/support/joinedPlayers';
import { openWorld } from './support/openWorld';

// Draws 1 and 2 of the tiny 2/3 game: '1,2' wins rank 1, '1,3' and '2,3' rank 2 (20 each).
const DRAWS = [1, 2];
const FIELD = [['1,2', '1,3', '2,3'], ['1,3', '2,3'], ['2,3'], ['1,3']];

interface Player {
  id: number;
  cashId: number;
  plays: string[];
}

/** The game as the engine leaves it once drawn: its plays sold, its balls drawn, not yet settled. */
async function drawnGame(w: World): Promise<{ game: GameInstance; players: Player[] }> {
  const game = await openInstance(w);
  const players: Player[] = [];
  for (const plays of FIELD) {
    const p = await fundedPlayer(w.db, 1000);
    await joinPlays(w, game, p.id, plays);
    players.push({ ...p, plays });
  }
  await w.db.query(
    `UPDATE game_instances SET status = 'STARTED', draws = $2::integer[], drawn_at = $3, settle_phase = 'drawn'
     WHERE id = $1`,
    [game.gameInstanceId, DRAWS, w.clock.now()],
  );
  expect(await settleDrawn(w.db, game.gameInstanceId, w.type, w.clock.now())).not.toBeNull();
  return { game, players };
}

const prizesOf = async (w: World, instanceId: number) =>
  new Map(
    (
      await w.db.query<{ player_id: number; won: number }>(
        `SELECT player_id, sum(prize_minor)::bigint AS won FROM play_wins
         WHERE instance_id = $1 AND prize_minor > 0 GROUP BY player_id`,
        [instanceId],
      )
    ).map((r) => [Number(r.player_id), Number(r.won)]),
  );

/** Prize entries on each player account: how many times each player was credited. */
const creditsPerPlayer = async (w: World) =>
  new Map(
    (
      await w.db.query<{ player_id: number; n: number }>(
        `SELECT a.player_id, count(*)::integer AS n FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id JOIN accounts a ON a.id = e.account_id
         WHERE t.kind = 'prize' AND a.player_id IS NOT NULL GROUP BY a.player_id`,
      )
    ).map((r) => [Number(r.player_id), r.n]),
  );

const paidState = async (w: World, id: number) =>
  (
    await w.db.query<{ settle_phase: string; paid_through_player_id: number }>(
      'SELECT settle_phase, paid_through_player_id FROM game_instances WHERE id = $1',
      [id],
    )
  )[0];

describe.each(backends)('paying a settled game by player on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame({ progressive: { enabled: false } })));
  });
  afterAll(() => dispose());

  it('credits each winning player once with all their prizes, a few players per transaction', async () => {
    const { game, players } = await drawnGame(w);
    const won = await prizesOf(w, game.gameInstanceId);
    expect(won.get(players[0].id)).toBeGreaterThan(40); // rank 1 and two rank 2 plays

    const paid = await payWinners(w.db, game.gameInstanceId, w.clock.now(), 2);
    expect(paid).toBe(7); // every winning play
    for (const p of players)
      expect(await balanceOf(w.db, p.cashId), p.plays.join(' ')).toBe(
        1000 - 110 * p.plays.length + won.get(p.id)!,
      );
    // One credit per player, though the first holds three winning plays: 4 players, 2 a batch.
    expect([...(await creditsPerPlayer(w)).values()]).toEqual([1, 1, 1, 1]);
    const [{ n }] = await w.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM ledger_transactions WHERE kind = 'prize'",
    );
    expect(n).toBe(2);
    expect(await paidState(w, game.gameInstanceId)).toEqual({
      settle_phase: 'paid',
      paid_through_player_id: Math.max(...players.map((p) => p.id)),
    });
    expect(await houseBalance(w.db, 'prize_pool')).toBe(0);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });
});

describe.each(backends)('a payment stopped part-way on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  let players: Player[];
  let won: Map<number, number>;

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame({ progressive: { enabled: false } })));
    ({ game, players } = await drawnGame(w));
    won = await prizesOf(w, game.gameInstanceId);
  });
  afterAll(() => dispose());

  it('resumes with the player after the last one credited, paying nobody twice', async () => {
    const crash = new Error('killed after the first batch');
    await expect(
      payWinners(w.db, game.gameInstanceId, w.clock.now(), 1, () => {
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect(await paidState(w, game.gameInstanceId)).toEqual({
      settle_phase: 'settled',
      paid_through_player_id: players[0].id,
    });
    expect(await balanceOf(w.db, players[0].cashId)).toBe(1000 - 330 + won.get(players[0].id)!);
    expect(await balanceOf(w.db, players[1].cashId)).toBe(1000 - 220);

    expect(await payWinners(w.db, game.gameInstanceId, w.clock.now(), 1)).toBe(4);
    for (const p of players)
      expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110 * p.plays.length + won.get(p.id)!);
    expect([...(await creditsPerPlayer(w)).values()]).toEqual([1, 1, 1, 1]);
    expect(await payWinners(w.db, game.gameInstanceId, w.clock.now(), 1)).toBe(0);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });
});

describe.each(backends)('a game paid part-way in play order before migration 028 on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame({ progressive: { enabled: false } })));
  });
  afterAll(() => dispose());

  it('pays the plays after paid_through_play_id by player and never the ones before it again', async () => {
    const { game, players } = await drawnGame(w);
    const won = await prizesOf(w, game.gameInstanceId);
    // The old payer credited winning plays in id order: the first two, then it stopped.
    const early = await w.db.query<{ id: number; player_id: number; prize_minor: number }>(
      `SELECT play_id AS id, player_id, prize_minor FROM play_wins
       WHERE instance_id = $1 AND prize_minor > 0 ORDER BY play_id LIMIT 2`,
      [game.gameInstanceId],
    );
    await w.db.tx(async (q) => {
      const pool = await houseAccount(q, GameAccount.prizePool, 'USD', w.clock.now());
      const total = early.reduce((sum, e) => sum + Number(e.prize_minor), 0);
      const cashOf = (playerId: number) => players.find((p) => p.id === Number(playerId))!.cashId;
      await transfer(q, {
        key: `prize:${game.gameInstanceId}:${early[0].id}-${early[1].id}`,
        kind: 'prize',
        entries: [
          { accountId: pool, amountMinor: -total },
          ...early.map((e) => ({ accountId: cashOf(e.player_id), amountMinor: Number(e.prize_minor) })),
        ],
        now: w.clock.now(),
      });
      await q.query('UPDATE game_instances SET paid_through_play_id = $2 WHERE id = $1', [
        game.gameInstanceId,
        early[1].id,
      ]);
    });

    expect(await payWinners(w.db, game.gameInstanceId, w.clock.now(), 2)).toBe(5);
    for (const p of players)
      expect(await balanceOf(w.db, p.cashId), p.plays.join(' ')).toBe(
        1000 - 110 * p.plays.length + won.get(p.id)!,
      );
    expect(await houseBalance(w.db, 'prize_pool')).toBe(0);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });
});
