import { useEffect } from 'react';

/**
 * Scrolls the page to its top when `when` becomes true: the spec's rule for opening login,
 * register, reset password, full registration and mBoB, whose forms start at the top.
 */
export function useScrollToTop(when: boolean): void {
  // Braces matter: recent browsers make scrollTo return a promise, and an effect may only return a
  // clean-up function.
  useEffect(() => {
    if (when) window.scrollTo?.({ top: 0 });
  }, [when]);
}
