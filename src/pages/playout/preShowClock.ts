import { COUNTDOWN_DONE_MS } from '../../constants';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time to the draw as mm:ss (h:mm:ss past an hour), ticking each second and done, like every
 * countdown of spec section 9, once 900 ms or less remain: then null.
 */
export function preShowClock(startsAt: number, now: number): string | null {
  const remaining = startsAt - now;
  if (!startsAt || remaining <= COUNTDOWN_DONE_MS) return null;
  const total = Math.ceil(remaining / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const mmss = `${pad(minutes)}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
