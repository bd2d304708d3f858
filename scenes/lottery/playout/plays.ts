/** One of the player's plays: main numbers and second-set (bonus) numbers. */
export interface Play {
  main: number[];
  second: number[];
}

/** Parses '3,11,19#4' (second set after '#', optional); blanks and junk entries are skipped. */
export function parsePlay(text: string): Play {
  const [mainPart = '', secondPart = ''] = text.split('#');
  const numbers = (part: string) =>
    part
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s))
      .map(Number);
  return { main: numbers(mainPart), second: numbers(secondPart) };
}

/** Which of a play's numbers are among the balls revealed so far (display only, not prize rules). */
export function litNumbers(
  play: Play,
  revealedMain: ReadonlySet<number>,
  revealedSecond: ReadonlySet<number>,
): Play {
  return {
    main: play.main.filter((n) => revealedMain.has(n)),
    second: play.second.filter((n) => revealedSecond.has(n)),
  };
}
