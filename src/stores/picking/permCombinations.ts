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
  const plays: string[] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === pickSize) {
      plays.push(second ? `${pick.join(',')}#${second}` : pick.join(','));
      return;
    }
    for (let i = from; i <= numbers.length - (pickSize - pick.length); i++) {
      pick.push(numbers[i]);
      walk(i + 1);
      pick.pop();
    }
  };
  if (pickSize > 0 && numbers.length >= pickSize) walk(0);
  return plays;
}
