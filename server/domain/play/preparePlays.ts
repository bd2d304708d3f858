import { formatPlay, luckyDip, parsePlay, type PlayRules } from '../draw';
import type { InstanceSnapshot } from '../games/snapshot';

export type PreparedPlays = { ok: true; plays: string[] } | { ok: false; detail: string };

export function playRulesOf(s: InstanceSnapshot): PlayRules {
  return {
    pickSize: s.pickSize,
    ballRange: s.ballRange,
    ...(s.pickSize2nd > 0 ? { secondSet: { pickSize: s.pickSize2nd, ballRange: s.ballRange2nd } } : {}),
  };
}

/**
 * Checks every play the player picked against the game (count, range, repeats, second set) and
 * quick-picks the rest up to `count`. Plays are stored in canonical (sorted) form, so the same
 * line always reads the same in results and history.
 */
export function preparePlays(userPlays: readonly string[], count: number, rules: PlayRules): PreparedPlays {
  if (userPlays.length > count) return { ok: false, detail: 'more plays than userPlaysCount' };
  const plays: string[] = [];
  for (let i = 0; i < userPlays.length; i++) {
    const parsed = parsePlay(userPlays[i], rules);
    if (!parsed.ok) return { ok: false, detail: `play ${i + 1}: ${parsed.error.message}` };
    plays.push(formatPlay(parsed.play));
  }
  while (plays.length < count) plays.push(luckyDip(rules));
  return { ok: true, plays };
}
