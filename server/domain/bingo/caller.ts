import type { BingoCallPush } from '../../../protocol/bingo';
import type { GameStatus } from '../../../protocol/gameStatus';
import type { GameTypeConfig } from '../../config/schema';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { drawFromSeed, percentOf } from '../draw';
import { drawRepo } from '../engine/drawRepo';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { pushBalances, transfer } from '../ledger';
import type { CurrencyBook } from '../money';
import { cashAccountsOf, GameAccount, houseAccount } from '../play/houseAccounts';
import { jackpotsRepo } from '../engine/jackpotsRepo';
import { bingoCallPush, bingoTopic } from './callPush';
import { playCall, patternPrizes, type CallWins } from './flow';
import { isFullCard } from './patterns';
import { BingoRound } from './round';
import { bingoRepo, type BingoGameRow } from './repo';
import { splitPrize } from './split';

export interface BingoCaller {
  /** READY or RETRY -> STARTED: the call order drawn from the committed seed, the prizes booked. */
  start(row: InstanceRow, from: GameStatus, type: GameTypeConfig, now: number): Promise<InstanceRow | null>;
  /** Makes every call now due in every calling game; returns how many calls were made. */
  callDue(now: number): Promise<number>;
}

export interface BingoCallerDeps {
  db: Db;
  currencies: CurrencyBook;
  gameTypes: readonly GameTypeConfig[];
  push?: PushHub;
  /** How long a finished game stays STARTED (winners on screen) before it ends. */
  finishHoldMs?: number;
  /** Told of each call after its commit (tests; a crash test stops here). */
  onCall?: (gameInstanceId: number, call: number) => void | Promise<void>;
}

/** The caller's state: its dependencies and the rounds it keeps in memory, by instance. */
interface Caller {
  deps: BingoCallerDeps;
  rounds: Map<number, { round: BingoRound; patternIndex: number }>;
  holdMs: number;
  typesById: Map<number, GameTypeConfig>;
}

/**
 * The bingo caller. Each call is one transaction: the bingo_games row is locked, the call must be
 * the next one (a repeat after a crash, or by another engine, changes nothing), the winners of the
 * pattern in play are found on the in-memory round, their prizes split and paid from the prize
 * pool with one transfer per pattern (key bingo:{instance}:pattern:{i}), and the progress stored.
 * Only after the commit is the call pushed. The round is rebuilt from the stored calls whenever the
 * memory does not match the database (a restart, a failed transaction, another engine's calls).
 */
export function createBingoCaller(deps: BingoCallerDeps): BingoCaller {
  const caller: Caller = {
    deps,
    rounds: new Map(),
    holdMs: deps.finishHoldMs ?? 8000,
    typesById: new Map(deps.gameTypes.map((g) => [g.gameId, g])),
  };
  return {
    start: (row, from, type, now) => startRound(deps.db, row, from, type, now),
    async callDue(now) {
      let made = 0;
      for (const g of await bingoRepo.calling(deps.db)) {
        const interval = g.snapshot.bingo?.callIntervalMs ?? 3000;
        const due = Math.min(g.total, Math.floor((now - g.start_at) / interval));
        for (let k = g.called + 1; k <= due; k++) {
          if (!(await makeCall(caller, g.id, now))) break;
          made++;
        }
      }
      return made;
    },
  };
}

/** READY or RETRY -> STARTED: the call order drawn from the committed seed, the prizes booked. */
function startRound(
  db: Db,
  row: InstanceRow,
  from: GameStatus,
  type: GameTypeConfig,
  now: number,
): Promise<InstanceRow | null> {
  const terms = type.bingo!;
  return db.tx(async (q) => {
    const locked = await instancesRepo.lockForUpdate(q, row.id);
    if (!locked || locked.status !== from || locked.settle_phase !== null) return null;
    const seed = await drawRepo.committedSeed(q, locked, now);
    const range = locked.snapshot.bingo?.format ?? terms.format;
    // The same DRBG and context as the draws: verifyDraw({ drawRange: range, count: range }) checks it.
    const calls = drawFromSeed(seed, { drawRange: range, count: range }, String(row.id)).draws;
    const [sale] = await q.query<{ cost: number; contribution: number }>(
      `SELECT COALESCE(sum(cost_minor), 0)::bigint AS cost, COALESCE(sum(contribution_minor), 0)::bigint AS contribution
       FROM joins WHERE instance_id = $1 AND NOT refunded`,
      [row.id],
    );
    const sales = Number(sale.cost);
    const contribution = Number(sale.contribution);
    const poolMinor = percentOf(sales, locked.snapshot.payoutPercentage);
    const prizes = patternPrizes(locked.snapshot.bingo ?? terms, poolMinor, locked.play_count);
    const jackpot = locked.snapshot.progressive && terms.jackpotCalls > 0 ? locked.progressive_minor : 0;
    await bookStart(q, locked, { sales, contribution, prizes: prizes.reduce((a, b) => a + b, 0) }, now);
    await bingoRepo.insert(q, { id: row.id, calls, prizes, jackpotMinor: jackpot, now });
    const rows = await q.query<InstanceRow & Record<string, unknown>>(
      `UPDATE game_instances SET status = 'STARTED', drawn_at = $2, settle_phase = 'calling', updated_at = $2,
         settlement = $3 WHERE id = $1 RETURNING *`,
      [
        row.id,
        now,
        JSON.stringify({ salesMinor: sales, poolMinor, prizesMinor: prizes, jackpotMinor: jackpot }),
      ],
    );
    return rows[0] ?? null;
  });
}

async function roundOf(caller: Caller, q: Queryable, row: InstanceRow, game: BingoGameRow) {
  const cached = caller.rounds.get(row.id);
  if (cached && cached.round.calledCount === game.called && cached.patternIndex === game.pattern_index)
    return cached;
  const terms = row.snapshot.bingo!;
  const cards = await bingoRepo.cards(q, row.id);
  const round = new BingoRound(
    cards,
    terms.patterns.map((p) => p.pattern),
    terms.format,
  );
  let patternIndex = 0;
  for (const n of game.calls.slice(0, game.called))
    patternIndex = playCall(round, n, patternIndex).patternIndex;
  const fresh = { round, patternIndex };
  caller.rounds.set(row.id, fresh);
  return fresh;
}

/** Makes the game's next call and, once it is committed, pushes it; false when there was none to make. */
async function makeCall(caller: Caller, id: number, now: number): Promise<boolean> {
  const { deps } = caller;
  let made: { push: BingoCallPush; credited: number[] } | null;
  try {
    made = await deps.db.tx((q) => callNext(caller, q, id, now));
  } catch (error) {
    caller.rounds.delete(id); // the memory may be ahead of what was committed
    throw error;
  }
  if (!made) {
    caller.rounds.delete(id);
    return false;
  }
  const { push: sent, credited } = made;
  deps.push?.publish(bingoTopic(id), 'bingoCall', sent);
  if (deps.push && credited.length > 0)
    void pushBalances({ push: deps.push, currencies: deps.currencies }, deps.db, credited).catch(
      () => undefined,
    );
  if (sent.finished) caller.rounds.delete(id);
  await deps.onCall?.(id, sent.call);
  return true;
}

/** The next call in the game's transaction: its wins paid and its progress stored; null when none is due. */
async function callNext(
  caller: Caller,
  q: Queryable,
  id: number,
  now: number,
): Promise<{ push: BingoCallPush; credited: number[] } | null> {
  const row = await instancesRepo.lockForUpdate(q, id);
  const game = await bingoRepo.lock(q, id);
  if (!row || !game || row.status !== 'STARTED' || row.settle_phase !== 'calling') return null;
  const terms = row.snapshot.bingo!;
  if (game.called >= game.calls.length || game.pattern_index >= terms.patterns.length) return null;
  const state = await roundOf(caller, q, row, game);
  const k = game.called + 1;
  const number = game.calls[k - 1];
  const { wins, patternIndex } = playCall(state.round, number, game.pattern_index);
  state.patternIndex = patternIndex;
  const paid = await payWins(caller, q, { row, game, round: state.round, wins, call: k, now });
  const finished = patternIndex >= terms.patterns.length || k >= game.calls.length;
  await bingoRepo.recordCall(q, { id, called: k, patternIndex, jackpotWon: paid.jackpotWon, finished, now });
  if (finished) await finish(caller, q, row, game, paid.jackpotWon, now);
  return {
    push: bingoCallPush({ id, call: k, number, patternIndex, won: paid.won, finished }),
    credited: paid.credited,
  };
}

/** Each pattern a call won: its prize (and a full card's jackpot) split over its cards and paid. */
async function payWins(
  caller: Caller,
  q: Queryable,
  c: { row: InstanceRow; game: BingoGameRow; round: BingoRound; wins: CallWins[]; call: number; now: number },
): Promise<{ won: NonNullable<BingoCallPush['won']>; credited: number[]; jackpotWon: boolean }> {
  const { row, game, call: k, now } = c;
  const id = row.id;
  const terms = row.snapshot.bingo!;
  const won: NonNullable<BingoCallPush['won']> = [];
  const credited: number[] = [];
  let jackpotWon = game.jackpot_won;
  for (const w of c.wins) {
    const pattern = terms.patterns[w.patternIndex].pattern;
    const cards = w.cards.map((i) => c.round.cards[i]);
    const shares = splitPrize(Number(game.prizes_minor[w.patternIndex]), cards.length);
    const jackpotHere =
      !jackpotWon && isFullCard(pattern) && k <= terms.jackpotCalls && Number(game.jackpot_minor) > 0;
    const jackpotShares = jackpotHere
      ? splitPrize(Number(game.jackpot_minor), cards.length)
      : cards.map(() => 0);
    if (jackpotHere) jackpotWon = true;
    const winners = cards.map((card, i) => ({
      playId: card.playId,
      playerId: card.playerId,
      prizeMinor: shares[i],
      jackpotMinor: jackpotShares[i],
    }));
    await bingoRepo.recordWins(q, { id, patternIndex: w.patternIndex, call: k, winners });
    credited.push(
      ...(await pay(
        q,
        row,
        `bingo:${id}:pattern:${w.patternIndex}`,
        GameAccount.prizePool,
        winners,
        'prizeMinor',
        now,
      )),
      ...(await pay(q, row, `bingo:${id}:jackpot`, GameAccount.jackpots, winners, 'jackpotMinor', now)),
    );
    won.push({
      patternIndex: w.patternIndex,
      winners: await bingoRepo.winnersView(
        q,
        id,
        w.patternIndex,
        caller.deps.currencies.infoOf(row.currency),
      ),
    });
  }
  return { won, credited, jackpotWon };
}

/** The end of the calling: draws published (the whole order), jackpot carried or reseeded. */
async function finish(
  caller: Caller,
  q: Queryable,
  row: InstanceRow,
  game: BingoGameRow,
  jackpotWon: boolean,
  now: number,
) {
  await q.query(
    `UPDATE game_instances SET settle_phase = 'paid', draws = $2::integer[], draws2nd = '{}',
       end_due_at = LEAST(end_due_at, $3), updated_at = $4 WHERE id = $1`,
    [row.id, game.calls, now + caller.holdMs, now],
  );
  if (!row.snapshot.progressive) return;
  const seedMinor = caller.typesById.get(row.game_id)?.progressive.seedMinor ?? 0;
  if (!jackpotWon) {
    await jackpotsRepo.set(q, row.game_id, row.progressive_minor, now);
    return;
  }
  await jackpotsRepo.set(q, row.game_id, seedMinor, now);
  if (seedMinor > 0)
    await transfer(q, {
      key: `jackpot-reseed:${row.id}`,
      kind: 'jackpotSeed',
      entries: [
        {
          accountId: await houseAccount(q, GameAccount.revenue, row.currency, now),
          amountMinor: -seedMinor,
        },
        {
          accountId: await houseAccount(q, GameAccount.jackpots, row.currency, now),
          amountMinor: seedMinor,
        },
      ],
      meta: { gameId: row.game_id, gameInstanceId: row.id },
      now,
    });
}

/** One transfer from a house account to the winners' cash accounts; returns the credited accounts. */
async function pay(
  q: Queryable,
  row: InstanceRow,
  key: string,
  from: string,
  winners: readonly { playerId: number; prizeMinor: number; jackpotMinor: number }[],
  field: 'prizeMinor' | 'jackpotMinor',
  now: number,
): Promise<number[]> {
  const total = winners.reduce((sum, w) => sum + w[field], 0);
  if (total === 0) return [];
  const cash = await cashAccountsOf(
    q,
    winners.map((w) => w.playerId),
    row.currency,
    now,
  );
  const perAccount = new Map<number, number>();
  for (const w of winners) {
    if (w[field] === 0) continue;
    const account = cash.get(w.playerId)!;
    perAccount.set(account, (perAccount.get(account) ?? 0) + w[field]);
  }
  const result = await transfer(q, {
    key,
    kind: 'prize',
    entries: [
      { accountId: await houseAccount(q, from, row.currency, now), amountMinor: -total },
      ...[...perAccount].map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
    ],
    meta: { gameId: row.game_id, gameInstanceId: row.id, winners: winners.length },
    now,
  });
  return result.applied ? [...perAccount.keys()] : [];
}

/**
 * At the start, the stakes held in wagers (sales less the jackpot contributions) go to the prize
 * pool (every pattern's prize) and the house (the rest, or what it adds to meet the guarantees),
 * key settle:{instance}, once. The jackpot stays in the jackpots account until won.
 */
async function bookStart(
  q: Queryable,
  row: InstanceRow,
  m: { sales: number; contribution: number; prizes: number },
  now: number,
): Promise<void> {
  const legs: [string, number][] = [
    [GameAccount.wagers, -(m.sales - m.contribution)],
    [GameAccount.prizePool, m.prizes],
  ];
  legs.push([GameAccount.revenue, -legs.reduce((sum, [, a]) => sum + a, 0)]);
  const entries = [];
  for (const [code, amount] of legs)
    if (amount !== 0)
      entries.push({ accountId: await houseAccount(q, code, row.currency, now), amountMinor: amount });
  if (entries.length < 2) return;
  await transfer(q, {
    key: `settle:${row.id}`,
    kind: 'settlement',
    entries,
    meta: { gameId: row.game_id, gameInstanceId: row.id },
    now,
  });
}
