import { combinations, kCombinations } from '../../../protocol/betTypes';
import { formatPlay, parsePlay, type PlayRules } from './plays';

/**
 * A perm entry of a ranked lottery (joinGamePerm on a regular game): more numbers than the pick
 * size, and every pickSize-combination of them becomes one play, each priced and settled like a
 * play picked by hand. The second set, when the game has one, is the ordinary one and goes with
 * every combination. "3,8,11,19,27,35,41" in a 6/49 game is 7 plays.
 */

export type ParsedPerm =
  { ok: true; plays: string[] } | { ok: false; detail: string; tooManyPlays?: boolean };

export function expandPermEntry(text: string, rules: PlayRules, maxPlays: number): ParsedPerm {
  const first = typeof text === 'string' ? text.split('#')[0] : '';
  const picked = first.split(',').length;
  if (picked <= rules.pickSize)
    return { ok: false, detail: `a perm entry picks more than ${rules.pickSize} numbers` };
  if (picked > rules.ballRange) return { ok: false, detail: `at most ${rules.ballRange} numbers` };
  // Checked as a play of `picked` numbers: format, range, repeats and the second set in one go.
  const parsed = parsePlay(text, { ...rules, pickSize: picked });
  if (!parsed.ok) return { ok: false, detail: parsed.error.message };
  const count = combinations(picked, rules.pickSize);
  if (count > maxPlays)
    return { ok: false, tooManyPlays: true, detail: `${count} plays, at most ${maxPlays} allowed` };
  const sorted = [...parsed.play.numbers].sort((a, b) => a - b);
  const plays = [...kCombinations(sorted, rules.pickSize)].map((numbers) =>
    formatPlay({ numbers, numbers2nd: parsed.play.numbers2nd }),
  );
  return { ok: true, plays };
}
