/**
 * A prize split between simultaneous winners in minor units, summing exactly to the prize: each
 * gets the floor of an equal share, and the remainder (fewer minor units than winners) goes one
 * unit each to the first winners in sale order (lowest play id first), who bought first.
 */
export function splitPrize(prizeMinor: number, winners: number): number[] {
  if (!Number.isSafeInteger(prizeMinor) || prizeMinor < 0)
    throw new RangeError('prize must be whole minor units');
  if (!Number.isInteger(winners) || winners < 1) throw new RangeError('a split needs a winner');
  const base = Math.floor(prizeMinor / winners);
  const rest = prizeMinor - base * winners;
  return Array.from({ length: winners }, (_, i) => base + (i < rest ? 1 : 0));
}
