import { COUNTDOWN_DONE_MS } from '../../constants';

export interface CountdownView {
  done: boolean;
  /** 'd hh:mm:ss' style text, '' when done. */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec section 9: a countdown completes when 900 ms or less remain. */
export function countdownView(target: number, now: number): CountdownView {
  const remaining = target - now;
  if (!target || remaining <= COUNTDOWN_DONE_MS) return { done: true, text: '' };
  const totalSeconds = Math.ceil(remaining / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return { done: false, text: days > 0 ? `${days}d ${clock}` : clock };
}
