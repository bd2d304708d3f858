// Time to settle one draw of many plays: the pure settle() maths over the plays in memory, then
// the engine's settlement on storage (load the plays, rank them, store the winners, book the
// game's money) and the ledger credits of every winner in batches.
import { performance } from 'node:perf_hooks';
import { createScheduler } from '../server/domain/engine/scheduler';
import {
  drawFromSeed,
  newSeed,
  seededSource,
  settle,
  uniformInt,
  type SettlePlay,
} from '../server/domain/draw';
import { PAY_BATCH, payWinners } from '../server/domain/engine/payWinners';
import { settleDrawn } from '../server/domain/engine/settleInstance';
import { drawGameTypeOf } from '../server/domain/engine/outcome';
import { instancesRepo } from '../server/domain/games/instancesRepo';
import { noLobbyFeed } from '../server/ports/lobbyFeed';
import { benchCurrencies, benchDb, benchGame, fundedPlayers, syncGame } from './gameSetup';
import { round } from './stats';
import { printStatementTimes, timedDb } from './statementTimes';
import { ledgerCheck } from '../server/domain/ledger/check';
import type { Db } from '../server/storage/db';
import type { BenchSection } from './report';

export interface SettleBenchResult {
  storage: string;
  plays: number;
  players: number;
  /** Winning plays, and the players with a prize (each credited once). */
  winners: number;
  winningPlayers: number;
  /** settle() alone over plays already in memory. */
  settleMathMs: number;
  /** The engine's settlement transaction: load plays, settle(), store winners, book totals. */
  settleStoredMs: number;
  /** Crediting every winning player through the ledger, PAY_BATCH players per transaction. */
  creditWinnersMs: number;
  /** Winning players credited per second. */
  creditsPerSecond: number;
  /** Batches committed before the simulated crash (the pay run resumed after them). */
  batchesBeforeCrash: number;
  /** The money afterwards: prizes stored, prize credits in the ledger, players' balance change. */
  prizesMinor: number;
  creditedMinor: number;
  balanceChangeMinor: number;
  ledgerOk: boolean;
  /** Writing the plays beforehand (not part of settlement). */
  loadPlaysMs: number;
}

export interface SettleOptions {
  databaseUrl?: string;
  plays?: number;
  players?: number;
  /** Winning players credited per transaction (default: the engine's PAY_BATCH). */
  payBatch?: number;
  /** Every player this many lines (the old bench's shape, 100), instead of 1 to 10. */
  linesEach?: number;
}

/**
 * Lines bought per player, 1 to 10, as real draws have them: most players one to three lines
 * (80%), a few many; mean about 2.5. Weights in percent for 1..10 lines.
 */
const LINE_WEIGHTS = [44, 24, 12, 6, 4, 3, 2, 2, 1, 2];

/** Lines of each player, adjusted at random (within 1..10) until they add up to `plays`. */
function linesPerPlayer(players: number, plays: number, source: ReturnType<typeof seededSource>): number[] {
  const lines = new Array<number>(players);
  let total = 0;
  for (let i = 0; i < players; i++) {
    let pick = uniformInt(source, 100);
    let n = 0;
    while (pick >= LINE_WEIGHTS[n]) pick -= LINE_WEIGHTS[n++];
    lines[i] = n + 1;
    total += n + 1;
  }
  if (plays < players || plays > players * 10) throw new Error('settle bench: 1 to 10 lines per player');
  while (total !== plays) {
    const i = uniformInt(source, players);
    const step = total < plays ? 1 : -1;
    if (lines[i] + step < 1 || lines[i] + step > 10) continue;
    lines[i] += step;
    total += step;
  }
  return lines;
}

/** Plays as a 6/49 + 1/10 game sells them: random distinct numbers, sorted, with a bonus ball. */
function randomPlays(lines: readonly number[], players: readonly number[]): SettlePlay[] {
  const source = seededSource(newSeed(), 'bench-plays');
  const plays: SettlePlay[] = [];
  const pick = new Set<number>();
  for (let p = 0; p < players.length; p++) {
    for (let l = 0; l < lines[p]; l++) {
      pick.clear();
      while (pick.size < 6) pick.add(1 + uniformInt(source, 49));
      const text = `${[...pick].sort((a, b) => a - b).join(',')}#${1 + uniformInt(source, 10)}`;
      plays.push({ playId: plays.length + 1, playerId: players[p], play: text });
    }
  }
  return plays;
}

/** The plays on storage as joins would have left them (one join per player), the game drawn. */
async function storePlays(
  db: Db,
  instanceId: number,
  plays: readonly SettlePlay[],
  lines: { players: readonly number[]; counts: readonly number[] },
  draw: { draws: number[]; draws2nd: number[] },
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO joins (idempotency_key, instance_id, player_id, plays, cost_minor, fee_minor,
       contribution_minor, currency, result, created_at)
     SELECT 'bench:' || p, $1, p, n, 0, 0, 0, 'USD', '{}', $2 FROM unnest($3::bigint[], $4::int[]) AS t(p, n)`,
    [instanceId, now, lines.players, lines.counts],
  );
  const CHUNK = 50_000;
  for (let at = 0; at < plays.length; at += CHUNK) {
    const chunk = plays.slice(at, at + CHUNK);
    await db.query(
      `INSERT INTO plays (instance_id, join_id, player_id, play, created_at)
       SELECT $1, j.id, t.player, t.play, $2
       FROM unnest($3::bigint[], $4::text[]) WITH ORDINALITY AS t(player, play, n)
       JOIN joins j ON j.idempotency_key = 'bench:' || t.player ORDER BY t.n`,
      [instanceId, now, chunk.map((p) => p.playerId), chunk.map((p) => p.play)],
    );
  }
  await db.query(
    `UPDATE game_instances SET status = 'STARTED', play_count = $2, draws = $3::integer[],
       draws2nd = $4::integer[], drawn_at = $5, settle_phase = 'drawn' WHERE id = $1`,
    [instanceId, plays.length, draw.draws, draw.draws2nd, now],
  );
}

class SimulatedCrash extends Error {}

/**
 * Pays the winners as the engine does, with a crash after `crashAfter` committed batches: the pay
 * run stops there, and a second run (as after a restart) resumes from the instance's cursor.
 */
async function payWithCrash(db: Db, id: number, now: number, batch: number, crashAfter: number) {
  let batches = 0;
  try {
    await payWinners(db, id, now, batch, () => {
      if (++batches === crashAfter) throw new SimulatedCrash();
    });
  } catch (error) {
    if (!(error instanceof SimulatedCrash)) throw error;
  }
  await payWinners(db, id, now, batch);
  return batches;
}

/** The money after the draw: prizes stored, prize credits in the ledger, players' balances. */
async function moneyAfter(db: Db, instanceId: number) {
  const [row] = await db.query<{ prizes: string; credited: string; balances: string; players: string }>(
    `SELECT
       (SELECT coalesce(sum(prize_minor), 0) FROM play_wins WHERE instance_id = $1) AS prizes,
       (SELECT coalesce(sum(e.amount_minor), 0) FROM ledger_transactions t
          JOIN ledger_entries e ON e.transaction_id = t.id
          JOIN accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL
        WHERE t.kind = 'prize') AS credited,
       (SELECT coalesce(sum(balance_minor), 0) FROM accounts WHERE player_id IS NOT NULL) AS balances,
       (SELECT count(*) FROM accounts WHERE player_id IS NOT NULL AND balance_minor > 0) AS players`,
    [instanceId],
  );
  const check = await db.tx((q) => ledgerCheck(q));
  return {
    prizesMinor: Number(row.prizes),
    creditedMinor: Number(row.credited),
    balanceChangeMinor: Number(row.balances),
    winningPlayers: Number(row.players),
    ledgerOk: check.ok,
  };
}

export async function benchSettle(options: SettleOptions = {}): Promise<SettleBenchResult> {
  const count = options.plays ?? 1_000_000;
  const playerCount = options.players ?? 400_000;
  const batch = options.payBatch ?? PAY_BATCH;
  const bench = await benchDb(options.databaseUrl);
  const db = timedDb(bench.db);
  try {
    const game = benchGame();
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    await syncGame(db, game, now);
    await createScheduler({
      db,
      clock: { now: () => now },
      currencies: benchCurrencies,
      gameTypes: [game],
      feed: noLobbyFeed,
    }).tick();
    const [instance] = await db.query<{ id: number }>("SELECT id FROM game_instances WHERE status = 'OPEN'");
    // Players start at zero: their balances afterwards are exactly what the draw paid them.
    const players = await fundedPlayers(db, playerCount, 0);
    const lines = options.linesEach
      ? new Array<number>(playerCount).fill(options.linesEach)
      : linesPerPlayer(playerCount, count, seededSource(newSeed(), 'bench-lines'));
    const plays = randomPlays(lines, players);
    const draw = drawFromSeed(newSeed(), { drawRange: 49, count: 6, drawRange2nd: 10, count2nd: 1 });

    // 1. The maths alone.
    const row0 = (await instancesRepo.byId(db, instance.id))!;
    let t = performance.now();
    const math = settle({
      gameType: drawGameTypeOf(row0, game),
      plays,
      draws: draw.draws,
      draws2nd: draw.draws2nd,
      progressive: { amountMinor: game.progressive.seedMinor },
    });
    const settleMathMs = performance.now() - t;

    t = performance.now();
    await storePlays(db, instance.id, plays, { players, counts: lines }, draw, now);
    const loadPlaysMs = performance.now() - t;

    // 2. The engine's settlement, then the winners' credits with a crash part-way.
    printStatementTimes('setup');
    t = performance.now();
    const outcome = await settleDrawn(db, instance.id, game, now);
    const settleStoredMs = performance.now() - t;
    printStatementTimes('stored settlement');
    t = performance.now();
    const batchesBeforeCrash = await payWithCrash(db, instance.id, now, batch, 2);
    const creditWinnersMs = performance.now() - t;
    printStatementTimes('paying the winners');
    if (!outcome || outcome.wins.length !== math.winners.length)
      throw new Error('settlement bench: winner counts differ');

    const money = await moneyAfter(db, instance.id);
    return {
      storage: options.databaseUrl ? 'postgresql' : 'pglite',
      plays: count,
      players: playerCount,
      winners: outcome.wins.length,
      settleMathMs: round(settleMathMs, 1),
      settleStoredMs: round(settleStoredMs, 1),
      creditWinnersMs: round(creditWinnersMs, 1),
      creditsPerSecond: round(money.winningPlayers / (creditWinnersMs / 1000), 0),
      batchesBeforeCrash,
      loadPlaysMs: round(loadPlaysMs, 1),
      ...money,
    };
  } finally {
    await bench.dispose();
  }
}

/** The bench's settlement section: full size 1,000,000 plays of 400,000 players, quick 20,000 of 8,000. */
export async function settleSection(size: { quick: boolean; databaseUrl?: string }): Promise<BenchSection> {
  const plays = size.quick ? 20_000 : Number(process.env.BENCH_SETTLE_PLAYS ?? 1_000_000);
  const players = Math.round(plays * 0.4);
  // Quick: smaller batches, so that the crash falls between batches of a small draw too.
  const payBatch = size.quick ? 500 : PAY_BATCH;
  const shapes = [
    { shape: '1-10 lines each', players, linesEach: undefined },
    { shape: '100 lines each (the old bench)', players: Math.round(plays / 100), linesEach: 100 },
  ];
  const rows = [];
  for (const shape of shapes) {
    console.log(`Settling ${plays} plays of ${shape.players} players...`);
    const r = await benchSettle({ ...shape, databaseUrl: size.databaseUrl, plays, payBatch });
    const exact = r.ledgerOk && r.prizesMinor === r.creditedMinor && r.creditedMinor === r.balanceChangeMinor;
    const total = r.settleStoredMs + r.creditWinnersMs;
    rows.push([
      shape.shape,
      r.storage,
      r.plays,
      r.players,
      r.winners,
      r.winningPlayers,
      r.settleMathMs,
      r.settleStoredMs,
      r.creditWinnersMs,
      r.creditsPerSecond,
      Math.round(total),
      `${Math.round(total / 50)}%`,
      `${r.prizesMinor} / ${r.creditedMinor} / ${r.balanceChangeMinor}`,
      r.batchesBeforeCrash,
      exact ? 'yes' : 'NO',
    ]);
  }
  return {
    title: `Settling a draw of ${plays.toLocaleString('en')} plays from ${players.toLocaleString('en')} players`,
    method: `The plays of a 6/49 + 1/10 game (the demo's tiers) from ${players.toLocaleString('en')} players with 1 to 10 lines each (44% one line, 24% two, 12% three, the rest up to ten; mean 2.5), players starting at zero; the baseline in the same run is the old bench's shape, the same plays from a hundredth as many players with 100 lines each. settle() over the plays in memory (for reference); then the engine's settlement transaction (load the plays, settle, append the winning plays to play_wins in one INSERT ... SELECT, book the game's money); then the ledger credits of every winning player, once each with the sum of their prizes, ${payBatch.toLocaleString('en')} players per transaction (keyset after the instance's paid_through_player_id cursor, each player's prizes summed with their account by the database in one statement, one multi-leg ledger transfer per batch, the cursor moved in the same transaction), with a crash simulated after the batches shown and the pay run resumed as after a restart. "exact": the ledger check passed and prizes stored = prize credits in the ledger = the players' balance change. Target: stored + credited under 5 s.`,
    columns: [
      'shape',
      'storage',
      'plays',
      'players',
      'winning plays',
      'winning players',
      'settle() ms',
      'stored settlement ms',
      'credit winners ms',
      'players credited/s',
      'stored + credited ms',
      'of the 5 s target',
      'prizes = credits = balances',
      'batches before the crash',
      'exact',
    ],
    rows,
  };
}
