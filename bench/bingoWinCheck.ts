// The bingo win check at scale: a game with 100,000 cards in play, every call timed through the
// caller's own code (BingoRound + playCall: daub the number, find the cards completing the pattern
// in play, move on while a pattern is won). Cards are dealt by the server's dealer on CSPRNG
// randomness and the call order is drawn from a seed as the caller draws it. In memory only:
// storage and payment are the joins' and settlement's benches.
// Runnable alone: `npx tsx bench/bingoWinCheck.ts` (BENCH_BINGO_CARDS=10000 for a quick run).
import { performance } from 'node:perf_hooks';
import type { BingoFormat } from '../protocol/bingo';
import type { BingoPattern } from '../protocol/constants';
import { cryptoSource, drawFromSeed, newSeed } from '../server/domain/draw';
import { dealCards } from '../server/domain/bingo/cards';
import { playCall } from '../server/domain/bingo/flow';
import { BingoRound, type RoundCard } from '../server/domain/bingo/round';
import type { BenchSection } from './report';
import { percentile, round } from './stats';

export interface WinCheckResult {
  format: BingoFormat;
  patterns: readonly BingoPattern[];
  cards: number;
  games: number;
  /** Calls timed, over every game, until its last pattern was won. */
  calls: number;
  /** Building the round from the cards (what a restart does before replaying the stored calls). */
  buildMs: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  /** CPU time of the process per call: the work itself, without the waits of a shared machine. */
  cpuP50ms: number;
  cpuP99ms: number;
  /** Mean winners per pattern (ties split the prize). */
  winnersPerPattern: number;
}

const GAMES: Record<BingoFormat, readonly BingoPattern[]> = {
  75: ['line', 'corners', 'x', 'fullBox'],
  90: ['oneLine', 'twoLines', 'fullHouse'],
};

function deal(format: BingoFormat, count: number): RoundCard[] {
  // 90-ball tickets as strips of six, as the rooms sell them.
  const strips = format === 90;
  const n = strips ? Math.ceil(count / 6) * 6 : count;
  return dealCards(cryptoSource(), format, n, strips).map((cells, i) => ({
    playId: i + 1,
    playerId: 1 + (i % 5000),
    cells,
  }));
}

export async function benchBingoWinCheck(
  options: { cards?: number; games?: number } = {},
): Promise<WinCheckResult[]> {
  const count = options.cards ?? 100_000;
  const games = options.games ?? 3;
  const results: WinCheckResult[] = [];
  for (const format of [75, 90] as const) {
    const patterns = GAMES[format];
    const times: number[] = [];
    const cpu: number[] = [];
    const builds: number[] = [];
    let winners = 0;
    let won = 0;
    let cardsInPlay = 0;
    for (let g = 0; g < games; g++) {
      const cards = deal(format, count);
      cardsInPlay = cards.length;
      const calls = drawFromSeed(newSeed(), { drawRange: format, count: format }, String(g)).draws;
      let started = performance.now();
      const game = new BingoRound(cards, patterns, format);
      builds.push(performance.now() - started);
      let patternIndex = 0;
      for (const number of calls) {
        started = performance.now();
        const cpuBefore = process.cpuUsage();
        const made = playCall(game, number, patternIndex);
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
        patternIndex = made.patternIndex;
        for (const w of made.wins) {
          winners += w.cards.length;
          won++;
        }
        if (patternIndex >= patterns.length) break;
      }
      // Let the collector run between games rather than inside a timed call.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    results.push({
      format,
      patterns,
      cards: cardsInPlay,
      games,
      calls: times.length,
      buildMs: round(builds.reduce((a, b) => a + b, 0) / builds.length, 1),
      p50ms: round(percentile(times, 50), 3),
      p99ms: round(percentile(times, 99), 3),
      maxMs: round(percentile(times, 100), 3),
      cpuP50ms: round(percentile(cpu, 50), 3),
      cpuP99ms: round(percentile(cpu, 99), 3),
      winnersPerPattern: round(winners / Math.max(1, won), 1),
    });
  }
  return results;
}

export function bingoWinCheckSection(results: WinCheckResult[]): BenchSection {
  const cards = results[0]?.cards ?? 0;
  return {
    title: `Bingo win check with ${cards.toLocaleString('en')} cards in play`,
    method: `Per format, ${results[0]?.games ?? 0} games of ${cards.toLocaleString('en')} server-dealt cards (90-ball in strips of six) called until the last pattern is won; each call is timed through the caller's code (BingoRound + playCall: daub the number on the cards holding it via the per-number index, count down the cells each pattern mask still needs on those cards, and take the winners from the patterns' completed lists: no scan of every card, even when the next pattern comes into play). Target: well under 50 ms per call. Wall time includes the waits of a shared machine; CPU is the process's own time per call. Build is the round's construction from the cards, as after a restart.`,
    columns: [
      'format',
      'patterns',
      'cards',
      'calls timed',
      'build ms',
      'p50 ms',
      'p99 ms',
      'max ms',
      'CPU p50 ms',
      'CPU p99 ms',
      'winners/pattern',
    ],
    rows: results.map((r) => [
      `${r.format}-ball`,
      r.patterns.join(', '),
      r.cards,
      r.calls,
      r.buildMs,
      r.p50ms,
      r.p99ms,
      r.maxMs,
      r.cpuP50ms,
      r.cpuP99ms,
      r.winnersPerPattern,
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchBingoWinCheck({
    cards: Number(process.env.BENCH_BINGO_CARDS ?? 100_000),
    games: Number(process.env.BENCH_BINGO_GAMES ?? 3),
  });
  console.table(bingoWinCheckSection(results).rows);
}
