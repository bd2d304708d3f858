import { kCombinations } from '../../../protocol/betTypes';

/**
 * The plays a perm entry stands for: every pickSize-combination of its main numbers (sorted),
 * each with the entry's second set. "1,2,3#4" at pick size 2 is "1,2#4", "1,3#4", "2,3#4".
 */
export function expandPerm(entry: string, pickSize: number): string[] {
  const [main, second] = entry.split('#');
  const numbers = main
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  if (pickSize <= 0) return [];
  return [...kCombinations(numbers, pickSize)].map((pick) =>
    second ? `${pick.join(',')}#${second}` : pick.join(','),
  );
}
