import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen (or near it). One shared IntersectionObserver serves every
 * tile, so 1,000 tiles cost one observer; without the API (old browsers, jsdom) everything counts
 * as visible.
 */
const callbacks = new WeakMap<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '200px 0px' },
  );
  return observer;
}

export function useInView(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io) return;
    callbacks.set(element, setVisible);
    io.observe(element);
    return () => {
      io.unobserve(element);
      callbacks.delete(element);
    };
  }, [ref]);
  return visible;
}
