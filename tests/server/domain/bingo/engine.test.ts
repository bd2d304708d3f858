import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import type { BingoCallPush } from '../../../../protocol/bingo';
import { verifyEvidence } from '../../../../protocol/fairness';
import { webSha256 } from '../../../../protocol/instant/sha256';
import { verifyDraw } from '../../../../server/domain/draw';
import { drawEvidence } from '../../../../server/domain/fairness/drawEvidence';
import { backends } from '../support/testDb';
import {
  balanceOf,
  currencies,
  fundedPlayer,
  houseBalance,
  ledgerBalances,
  openInstance,
  S,
  type World,
} from '../play/support/gameWorld';
import { openWorld } from '../engine/support/openWorld';
import { recordingHub } from '../engine/support/recordingHub';
import { bingo75, bingo90, refereeWins } from './support/bingoWorld';
import { bingoGameView } from '../../../../server/domain/bingo/view';
import { createGameHistory } from '../../../../server/domain/play/history';

/** Opening a migrated database is slow on a busy machine. */
const HOOK_MS = 180_000;

const buy = (w: World, game: GameInstance, playerId: number, count: number, userPlays: string[] = []) =>
  w.joins.join({
    playerId,
    gameId: game.gameId,
    gameInstanceId: game.gameInstanceId,
    userPlays,
    userPlaysCount: count,
    currencyId: 'USD',
  });

const bingoRow = async (w: World, id: number) =>
  (
    await w.db.query<{
      calls: number[];
      called: number;
      pattern_index: number;
      prizes_minor: string[];
      jackpot_minor: string;
    }>(
      'SELECT calls, called, pattern_index, prizes_minor, jackpot_minor FROM bingo_games WHERE instance_id = $1',
      [id],
    )
  )[0];

const winsOf = async (w: World, id: number) =>
  (
    await w.db.query<{
      pattern_index: number;
      play_id: string;
      player_id: string;
      call_number: number;
      prize_minor: string;
      jackpot_minor: string;
    }>('SELECT * FROM bingo_wins WHERE instance_id = $1 ORDER BY pattern_index, play_id', [id])
  ).map((r) => ({
    patternIndex: r.pattern_index,
    playId: Number(r.play_id),
    playerId: Number(r.player_id),
    call: r.call_number,
    prize: Number(r.prize_minor),
    jackpot: Number(r.jackpot_minor),
  }));

/** Ticks a second at a time until the game's calling is over (at most all its numbers). */
async function callToTheEnd(w: World, id: number, startAt: number, range: number): Promise<void> {
  for (let k = 1; k <= range + 1; k++) {
    w.clock.set(startAt + k * S);
    await w.engine.tick();
    const [row] = await w.db.query<{ settle_phase: string }>(
      'SELECT settle_phase FROM game_instances WHERE id = $1',
      [id],
    );
    if (row.settle_phase === 'paid') return;
  }
  throw new Error('the calling never finished');
}

describe.each(backends)('bingo rooms on $name', (backend) => {
  describe('a 75-ball game end to end', () => {
    let dispose: () => Promise<void>;
    let w: World;
    let game: GameInstance;
    const recorded = recordingHub();
    const players: { id: number; cashId: number; cards: number }[] = [];

    beforeAll(async () => {
      ({ w, dispose } = await openWorld(backend, bingo75(), { push: recorded.hub }));
      game = await openInstance(w);
    }, HOOK_MS);
    afterAll(() => dispose());

    it('sells server-dealt cards and refuses bad purchases with nothing changed', async () => {
      const p = await fundedPlayer(w.db, 1000);
      const before = await ledgerBalances(w.db);
      for (const [count, plays, code] of [
        [1, ['1,2,3'], 8], // the player never picks a card
        [0, [], 8],
        [7, [], 4], // over the 6 per player
        [2.5, [], 8],
      ] as const) {
        const r = await buy(w, game, p.id, count, [...plays]);
        expect(r.exitCode, r.exitDescription).toBe(code);
      }
      expect(await balanceOf(w.db, p.cashId)).toBe(1000);
      expect(await w.db.query('SELECT 1 FROM plays')).toHaveLength(0);
      expect(await ledgerBalances(w.db)).toEqual(before);

      for (const cards of [2, 3, 1, 6, 4]) {
        const q = players.length === 0 ? p : await fundedPlayer(w.db, 1000);
        const r = await buy(w, game, q.id, cards);
        expect(r.exitCode, r.exitDescription).toBe(0);
        players.push({ ...q, cards });
        expect(await balanceOf(w.db, q.cashId)).toBe(1000 - 100 * cards);
      }
      const stored = await w.db.query<{ play: string }>('SELECT play FROM plays ORDER BY id');
      expect(stored).toHaveLength(16);
      for (const { play } of stored) expect(play.split(',')).toHaveLength(25);
    });

    it('commits to the seed at registration end and calls nothing before the start', async () => {
      w.clock.set(game.registrationEndTime);
      await w.engine.tick();
      w.clock.set(game.tournamentStartTime);
      await w.engine.tick();
      const b = await bingoRow(w, game.gameInstanceId);
      expect(b.called).toBe(0);
      expect(b.calls).toHaveLength(75);
      // Nothing public shows a number before it is called.
      const [row] = await w.db.query<{ status: string; draws: number[] | null }>(
        'SELECT status, draws FROM game_instances WHERE id = $1',
        [game.gameInstanceId],
      );
      expect(row).toEqual({ status: 'STARTED', draws: null });
      // Its public evidence shows the commitment and no seed while the calling goes on.
      const evidence = await drawEvidence(w.db, new Map(), game.gameInstanceId);
      expect(evidence).toMatchObject({ status: 'STARTED', seed: null, draws: null });
      expect(evidence?.commitment?.seedHash).toMatch(/^[0-9a-f]{64}$/);
      // Pool: 80% of 16.00 = 12.80; the row pays 30% (3.84), the full box 70% (8.96).
      expect(b.prizes_minor.map(Number)).toEqual([384, 896]);
    });

    it('calls at its pace, pushing each number, and pays each pattern to exactly the cards that completed it', async () => {
      const id = game.gameInstanceId;
      w.clock.set(game.tournamentStartTime + 3 * S);
      await w.engine.tick();
      expect((await bingoRow(w, id)).called).toBe(3);
      // The screen's view shows the three numbers called and never one more; the seed stays secret.
      const view = (await bingoGameView(w.db, { currencies }, id, players[0].id))!;
      expect(view.calls).toEqual((await bingoRow(w, id)).calls.slice(0, 3));
      expect(view).toMatchObject({ format: 75, seed: null, finished: false, jackpot: 51.6 });
      expect(view.patterns.map((p) => p.prize)).toEqual([3.84, 8.96]);
      expect(view.cards).toHaveLength(players[0].cards);
      expect((await bingoGameView(w.db, { currencies }, id, null))!.cards).toEqual([]);
      const topic = `bingo.${id}`;
      const pushes = () => recorded.of('bingoCall', topic) as unknown as BingoCallPush[];
      expect(pushes().map((p) => p.call)).toEqual([1, 2, 3]);

      await callToTheEnd(w, id, game.tournamentStartTime, 75);
      const b = await bingoRow(w, id);
      const wins = await winsOf(w, id);
      const referee = await refereeWins(w.db, id, ['row', 'fullBox'], b.calls);
      expect(referee).toHaveLength(2);
      for (const r of referee) {
        const mine = wins.filter((x) => x.patternIndex === r.patternIndex);
        expect(mine.map((x) => x.playId)).toEqual(r.playIds);
        expect(mine.every((x) => x.call === r.call)).toBe(true);
        expect(mine.reduce((s, x) => s + x.prize, 0)).toBe(Number(b.prizes_minor[r.patternIndex]));
      }
      // The full box came within 75 calls: its winners split the jackpot (50.00 + 10% of 16.00).
      const jackpot = wins.filter((x) => x.patternIndex === 1).reduce((s, x) => s + x.jackpot, 0);
      expect(jackpot).toBe(5000 + 160);
      expect(Number(b.jackpot_minor)).toBe(5160);

      // The pushes carry every call in order, once, and the wins.
      expect(pushes().map((p) => p.call)).toEqual(b.calls.slice(0, pushes().length).map((_, i) => i + 1));
      expect(pushes().map((p) => p.number)).toEqual(b.calls.slice(0, pushes().length));
      expect(
        pushes()
          .flatMap((p) => p.won ?? [])
          .map((x) => x.patternIndex),
      ).toEqual([0, 1]);
      expect(pushes().at(-1)!.finished).toBe(true);

      // Each player's cash: start - cards + every share won; the ledger still balances.
      for (const p of players) {
        const won = wins.filter((x) => x.playerId === p.id).reduce((s, x) => s + x.prize + x.jackpot, 0);
        expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 100 * p.cards + won);
      }
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
      expect(await houseBalance(w.db, 'prize_pool')).toBe(0);
      expect(await houseBalance(w.db, 'jackpots')).toBe(5000); // reseeded after the win
    });

    it('ends with the call order published, verifiable from the revealed seed', async () => {
      const id = game.gameInstanceId;
      w.clock.advance(30 * S);
      await w.engine.tick();
      const [row] = await w.db.query<{
        status: string;
        seed: string;
        seed_commitment: string;
        draws: number[];
      }>('SELECT status, seed, seed_commitment, draws FROM game_instances WHERE id = $1', [id]);
      expect(row.status).toBe('ENDED');
      const b = await bingoRow(w, id);
      expect(row.draws).toEqual(b.calls);
      const view = (await bingoGameView(w.db, { currencies }, id, null))!;
      expect(view).toMatchObject({ finished: true, seed: row.seed, calls: b.calls, gameStatus: 'ENDED' });
      expect(view.patterns.every((p) => p.winners && p.winners.length > 0)).toBe(true);
      expect(
        verifyDraw({
          seed: row.seed,
          commitment: row.seed_commitment,
          draws: row.draws,
          drawRange: 75,
          count: 75,
          context: String(id),
        }),
      ).toEqual({ ok: true });
      const evidence = await drawEvidence(w.db, new Map(), id);
      expect(evidence?.rules).toEqual({
        kind: 'balls',
        drawRange: 75,
        count: 75,
        drawRange2nd: 0,
        count2nd: 0,
      });
      expect(await verifyEvidence(evidence, webSha256())).toMatchObject({ ok: true, complete: true });
      // In the player's history as a bingo game: its results and replay are bingo's own pages.
      const history = createGameHistory({ db: w.db, currencies });
      const { result } = await history.search({ playerId: players[0].id, page: 0, maxResults: 5 });
      expect(result.find((e) => e.gameInstanceId === id)).toMatchObject({ bingo: true });
    });
  });

  describe('a 90-ball game in strips', () => {
    let dispose: () => Promise<void>;
    let w: World;
    let game: GameInstance;
    beforeAll(async () => {
      ({ w, dispose } = await openWorld(backend, bingo90()));
      game = await openInstance(w);
    }, HOOK_MS);
    afterAll(() => dispose());

    it('sells whole strips only, and pays one line, two lines and full house in order', async () => {
      const p = await fundedPlayer(w.db, 5000);
      expect((await buy(w, game, p.id, 5)).exitCode).toBe(8);
      expect((await buy(w, game, p.id, 12)).exitCode).toBe(0);
      const q = await fundedPlayer(w.db, 5000);
      expect((await buy(w, game, q.id, 6)).exitCode).toBe(0);
      const cards = await w.db.query<{ play: string }>('SELECT play FROM plays ORDER BY id');
      for (let s = 0; s < 3; s++) {
        const strip = cards
          .slice(s * 6, s * 6 + 6)
          .flatMap((c) => c.play.split(',').map(Number))
          .filter((v) => v > 0);
        expect(new Set(strip).size).toBe(90);
      }
      w.clock.set(game.registrationEndTime);
      await w.engine.tick();
      w.clock.set(game.tournamentStartTime);
      await w.engine.tick();
      await callToTheEnd(w, game.gameInstanceId, game.tournamentStartTime, 90);
      const b = await bingoRow(w, game.gameInstanceId);
      const referee = await refereeWins(
        w.db,
        game.gameInstanceId,
        ['oneLine', 'twoLines', 'fullHouse'],
        b.calls,
      );
      const wins = await winsOf(w, game.gameInstanceId);
      expect(referee.map((r) => r.patternIndex)).toEqual([0, 1, 2]);
      for (const r of referee)
        expect(wins.filter((x) => x.patternIndex === r.patternIndex).map((x) => [x.playId, x.call])).toEqual(
          r.playIds.map((id) => [id, r.call]),
        );
      // Every ticket of a strip is full when its last number is called: the game ends by then.
      expect(b.called).toBeLessThanOrEqual(90);
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
      expect(await houseBalance(w.db, 'prize_pool')).toBe(0);
    });
  });

  describe('below the minimum', () => {
    let dispose: () => Promise<void>;
    let w: World;
    beforeAll(async () => {
      ({ w, dispose } = await openWorld(
        backend,
        bingo75({ limits: { maxPlaysPerPlayer: 6, minPlaysPerGame: 5, maxPlaysPerGame: 1000 } }),
      ));
    }, HOOK_MS);
    afterAll(() => dispose());

    it('refunds every card through the refund path and never calls', async () => {
      const game = await openInstance(w);
      const p = await fundedPlayer(w.db, 1000);
      expect((await buy(w, game, p.id, 3)).exitCode).toBe(0);
      expect(await balanceOf(w.db, p.cashId)).toBe(700);
      w.clock.set(game.registrationEndTime);
      await w.engine.tick();
      const [row] = await w.db.query<{ status: string }>('SELECT status FROM game_instances WHERE id = $1', [
        game.gameInstanceId,
      ]);
      expect(row.status).toBe('REFUNDED');
      expect(await balanceOf(w.db, p.cashId)).toBe(1000);
      expect(await w.db.query('SELECT 1 FROM bingo_games')).toHaveLength(0);
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
    });
  });

  describe('concurrent purchases', () => {
    let dispose: () => Promise<void>;
    let w: World;
    beforeAll(async () => {
      ({ w, dispose } = await openWorld(backend, bingo75()));
    }, HOOK_MS);
    afterAll(() => dispose());

    it('never sell a player more than the maximum cards, nor charge for refused ones', async () => {
      const game = await openInstance(w);
      const p = await fundedPlayer(w.db, 10_000);
      const results = await Promise.all(Array.from({ length: 8 }, () => buy(w, game, p.id, 2)));
      const sold = results.filter((r) => r.exitCode === 0).length;
      expect(sold).toBe(3); // 3 x 2 = the 6 allowed
      const [{ n }] = await w.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM plays WHERE player_id = $1',
        [p.id],
      );
      expect(n).toBe(6);
      expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 600);
    });
  });
});
