import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The system's reduced-motion wish: the draw show then plays in lite mode. */
export function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(() => window.matchMedia?.(QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(QUERY);
    if (!query) return;
    const changed = () => setReduce(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduce;
}
