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
import { PAY_BATCH, payWinners, settleDrawn } from '../server/domain/engine/settleInstance';
import { drawGameTypeOf } from '../server/domain/engine/outcome';
import { instancesRepo } from '../server/domain/games/instancesRepo';
import { noLobbyFeed } from '../server/ports/lobbyFeed';
import { benchCurrencies, benchDb, benchGame, fundedPlayers, syncGame } from './gameSetup';
import { round } from './stats';
import type { BenchSection } from './report';

export interface SettleBenchResult {
  storage: string;
  plays: number;
  players: number;
  winners: number;
  /** settle() alone over plays already in memory. */
  settleMathMs: number;
  /** The engine's settlement transaction: load plays, settle(), store winners, book totals. */
  settleStoredMs: number;
  /** Crediting every winning player through the ledger, PAY_BATCH players per transaction. */
  creditWinnersMs: number;
  creditsPerSecond: number;
  /** Writing the plays beforehand (not part of settlement). */
  loadPlaysMs: number;
}

export interface SettleOptions {
  databaseUrl?: string;
  plays?: number;
  players?: number;
  /** Winning players credited per transaction (default: the engine's PAY_BATCH). */
  payBatch?: number;
}

/** Plays as a 6/49 + 1/10 game sells them: random distinct numbers, sorted, with a bonus ball. */
function randomPlays(count: number, players: readonly number[]): SettlePlay[] {
  const source = seededSource(newSeed(), 'bench-plays');
  const plays: SettlePlay[] = new Array(count);
  const pick = new Set<number>();
  for (let i = 0; i < count; i++) {
    pick.clear();
    while (pick.size < 6) pick.add(1 + uniformInt(source, 49));
    const text = `${[...pick].sort((a, b) => a - b).join(',')}#${1 + uniformInt(source, 10)}`;
    plays[i] = { playId: i + 1, playerId: players[i % players.length], play: text };
  }
  return plays;
}

export async function benchSettle(options: SettleOptions = {}): Promise<SettleBenchResult> {
  const count = options.plays ?? 1_000_000;
  const playerCount = options.players ?? 10_000;
  const { db, dispose } = await benchDb(options.databaseUrl);
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
    const players = await fundedPlayers(db, playerCount, 0);
    const plays = randomPlays(count, players);
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

    // 2. The plays on storage, as joins would have left them (one join per player), drawn.
    t = performance.now();
    await db.tx(async (q) => {
      await q.query(
        `INSERT INTO joins (idempotency_key, instance_id, player_id, plays, cost_minor, fee_minor,
           contribution_minor, currency, result, created_at)
         SELECT 'bench:' || p, $1, p, $2, 0, 0, 0, 'USD', '{}', $3 FROM unnest($4::bigint[]) AS p`,
        [instance.id, Math.ceil(count / playerCount), now, players],
      );
    });
    const CHUNK = 50_000;
    for (let at = 0; at < count; at += CHUNK) {
      const chunk = plays.slice(at, at + CHUNK);
      await db.query(
        `INSERT INTO plays (instance_id, join_id, player_id, play, created_at)
         SELECT $1, j.id, t.player, t.play, $2
         FROM unnest($3::bigint[], $4::text[]) WITH ORDINALITY AS t(player, play, n)
         JOIN joins j ON j.idempotency_key = 'bench:' || t.player ORDER BY t.n`,
        [instance.id, now, chunk.map((p) => p.playerId), chunk.map((p) => p.play)],
      );
    }
    await db.query(
      `UPDATE game_instances SET status = 'STARTED', play_count = $2, draws = $3::integer[],
         draws2nd = $4::integer[], drawn_at = $5, settle_phase = 'drawn' WHERE id = $1`,
      [instance.id, count, draw.draws, draw.draws2nd, now],
    );
    const loadPlaysMs = performance.now() - t;

    // 3. The engine's settlement and the winners' credits.
    t = performance.now();
    const outcome = await settleDrawn(db, instance.id, game, now);
    const settleStoredMs = performance.now() - t;
    t = performance.now();
    const credited = await payWinners(db, instance.id, now, options.payBatch ?? PAY_BATCH);
    const creditWinnersMs = performance.now() - t;
    if (!outcome || credited !== outcome.wins.filter((w) => w.prizeMinor > 0).length)
      throw new Error('settlement bench: credits do not match the winners');
    if (outcome.wins.length !== math.winners.length)
      throw new Error('settlement bench: winner counts differ');

    return {
      storage: options.databaseUrl ? 'postgresql' : 'pglite',
      plays: count,
      players: playerCount,
      winners: outcome.wins.length,
      settleMathMs: round(settleMathMs, 1),
      settleStoredMs: round(settleStoredMs, 1),
      creditWinnersMs: round(creditWinnersMs, 1),
      creditsPerSecond: round(credited / (creditWinnersMs / 1000), 1),
      loadPlaysMs: round(loadPlaysMs, 1),
    };
  } finally {
    await dispose();
  }
}

/** The bench's settlement section: full size 1,000,000 plays (BENCH_SETTLE_PLAYS), quick 20,000. */
export async function settleSection(size: { quick: boolean; databaseUrl?: string }): Promise<BenchSection> {
  const plays = size.quick ? 20_000 : Number(process.env.BENCH_SETTLE_PLAYS ?? 1_000_000);
  console.log(`Settling ${plays} plays...`);
  const settled = await benchSettle({ databaseUrl: size.databaseUrl, plays });
  return {
    title: `Settling a draw of ${plays.toLocaleString('en')} plays`,
    method:
      "settle() over plays in memory; then the engine settlement transaction (load plays, settle, append the winners to play_wins in one INSERT ... SELECT, book totals); then ledger credits of every winning player, once each with the sum of their prizes, PAY_BATCH (5,000) players per transaction, each batch read by keyset after the instance's paid_through_player_id cursor and credited in one ledger_transfer call.",
    columns: [
      'storage',
      'plays',
      'winners',
      'settle() ms',
      'stored settlement ms',
      'credit winners ms',
      'credits/s',
      'stored + credited ms',
      'of the 5 s target',
    ],
    rows: [
      [
        settled.storage,
        settled.plays,
        settled.winners,
        settled.settleMathMs,
        settled.settleStoredMs,
        settled.creditWinnersMs,
        settled.creditsPerSecond,
        Math.round(settled.settleStoredMs + settled.creditWinnersMs),
        `${Math.round((settled.settleStoredMs + settled.creditWinnersMs) / 50)}%`,
      ],
    ],
  };
}
