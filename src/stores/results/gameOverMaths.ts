/**
 * What a finished game meant for the player, worked out from the server's results: which balls each
 * play matched, what each play won and the totals. The server decided ranks and prizes; these
 * functions only count matches for display and add the amounts up.
 */

export interface ParsedPlay {
  main: number[];
  second: number[];
}

/** '3,11,19#4' -> { main: [3, 11, 19], second: [4] } (PROTOCOL.md play format). */
export function parsePlay(play: string): ParsedPlay {
  const [main = '', second = ''] = play.split('#');
  const numbers = (part: string) =>
    part
      .split(',')
      .map((n) => Number(n.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
  return { main: numbers(main), second: numbers(second) };
}

export interface PlayMatches {
  play: string;
  main: number[];
  second: number[];
  /** The play's balls that were drawn, in the play's order. */
  matchedMain: number[];
  matchedSecond: number[];
}

export function matchesOf(
  play: string,
  draws: readonly number[],
  draws2nd: readonly number[] = [],
): PlayMatches {
  const { main, second } = parsePlay(play);
  const drawn = new Set(draws);
  const drawn2nd = new Set(draws2nd);
  return {
    play,
    main,
    second,
    matchedMain: main.filter((n) => drawn.has(n)),
    matchedSecond: second.filter((n) => drawn2nd.has(n)),
  };
}

/** One of the player's plays, as getGameHistoryDetail reports it: rank and prize decided by the server. */
export interface MyPlay {
  play: string;
  rankNumber: number | null;
  prize: number;
}

export interface MyPlayOutcome extends PlayMatches {
  rankNumber: number | null;
  prize: number;
  won: boolean;
}

export interface GameOverSummary {
  plays: MyPlayOutcome[];
  playCount: number;
  winningPlays: number;
  /** Cost of the plays: plays * (play cost + fee per play). */
  spent: number;
  won: number;
  /** won - spent. */
  net: number;
}

/** Cents-safe sum of major-unit amounts with `decimals` places. */
export function addAmounts(amounts: readonly number[], decimals = 2): number {
  const scale = 10 ** decimals;
  return amounts.reduce((sum, a) => sum + Math.round(a * scale), 0) / scale;
}

export function gameOverSummary(
  myPlays: readonly MyPlay[],
  results: { draws: readonly number[]; draws2nd?: readonly number[] },
  price: { gamePlayCost: number; gameFeePerPlay: number },
  decimals = 2,
): GameOverSummary {
  const plays = myPlays.map((p) => ({
    ...matchesOf(p.play, results.draws, results.draws2nd ?? []),
    rankNumber: p.rankNumber,
    prize: p.prize,
    won: p.rankNumber !== null && p.prize > 0,
  }));
  const won = addAmounts(
    plays.map((p) => p.prize),
    decimals,
  );
  const spent = addAmounts(
    plays.map(() => price.gamePlayCost + price.gameFeePerPlay),
    decimals,
  );
  return {
    plays,
    playCount: plays.length,
    winningPlays: plays.filter((p) => p.won).length,
    spent,
    won,
    net: addAmounts([won, -spent], decimals),
  };
}

/** Raffle winners by rank; the replay shows them from the last rank up to rank 1 (spec: REPLAY1). */
export function raffleRanks<W extends { rankNumber: number }>(winners: readonly W[], reversed = false): W[] {
  const sorted = [...winners].sort((a, b) => a.rankNumber - b.rankNumber);
  return reversed ? sorted.reverse() : sorted;
}
