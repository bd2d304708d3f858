import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../../constants';

/**
 * One shared 1000 ms interval for every countdown on screen (not one timer per tile); it runs
 * only while something listens.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let tick = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      tick += 1;
      for (const l of [...listeners]) l();
    }, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const idle = () => () => undefined;

/**
 * Re-renders the caller every second while `active` (a tile off screen need not tick: it shows
 * the right time again when it comes back); returns the tick number.
 */
export function useSecondTicker(active = true): number {
  return useSyncExternalStore(
    active ? subscribe : idle,
    () => tick,
    () => tick,
  );
}
