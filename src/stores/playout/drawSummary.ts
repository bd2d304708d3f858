import type { DrawResult } from './playoutShow';

export interface PlaySummary {
  main: number[];
  second: number[];
  /** The play's numbers among the balls revealed so far. */
  matched: number[];
}

/** The draw as text: what the stage has revealed so far, and each of the player's lines against it. */
export interface DrawSummary {
  main: number[];
  second: number[];
  total: number;
  plays: PlaySummary[];
}

function numbers(part: string | undefined): number[] {
  return (part ?? '')
    .split(',')
    .filter((n) => n.trim() !== '')
    .map(Number);
}

/**
 * The first `revealed` balls of the result (main balls first, then the bonus set, as the stage
 * draws them) and the player's matches among them. Read by screen readers, and by everyone when
 * the stage cannot run; it follows the show so it never gives the draw away ahead of the balls.
 */
export function drawSummary(result: DrawResult, revealed: number): DrawSummary {
  const second = result.draws2nd ?? [];
  const shown = Math.max(0, Math.min(revealed, result.draws.length + second.length));
  const main = result.draws.slice(0, shown);
  const secondShown = second.slice(0, Math.max(0, shown - result.draws.length));
  const mainSet = new Set(main);
  const secondSet = new Set(secondShown);
  const plays = result.myPlays.map((play): PlaySummary => {
    const [mainPart, secondPart] = play.split('#');
    const playMain = numbers(mainPart);
    const playSecond = numbers(secondPart);
    return {
      main: playMain,
      second: playSecond,
      matched: [...playMain.filter((n) => mainSet.has(n)), ...playSecond.filter((n) => secondSet.has(n))],
    };
  });
  return { main, second: secondShown, total: result.draws.length + second.length, plays };
}
