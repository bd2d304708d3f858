import { useCallback, useRef, useState } from 'react';

/**
 * A form's "working" state: `run` ignores a second submit while the first is on its way (a double
 * click) and `busy` disables the buttons and tells assistive technology through aria-busy.
 */
export function useBusy(): [busy: boolean, run: (work: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
