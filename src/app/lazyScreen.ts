import { lazy, type ComponentType } from 'react';
import { importWithRetry } from './lazyWithRetry';

/** A screen whose code loads when a route first renders it (or when preloaded). */
export interface LazyScreen {
  Component: ComponentType;
  preload(): Promise<void>;
}

// Screens loading now: the shell's data-navigation reads 'loading' until none is left.
let loading = 0;
const listeners = new Set<() => void>();
const changed = (delta: number) => {
  loading += delta;
  for (const listener of listeners) listener();
};

export const screensLoading = {
  count: () => loading,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * React.lazy over `load` with the spec's 3 attempts 1500 ms apart. Once loaded (by a render or a
 * preload) the screen renders at once: React.lazy is handed a thenable that resolves in the same
 * tick, so nothing suspends and no loading screen flashes.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  { counted = true }: { counted?: boolean } = {},
): LazyScreen {
  let screen: ComponentType<P> | null = null;
  // Dialogs are not counted: the shell's data-navigation is about routes.
  const count = (delta: number) => counted && changed(delta);
  let pending: Promise<void> | null = null;
  const preload = () => {
    if (pending) return pending;
    count(1);
    pending = importWithRetry(load).then(
      (component) => {
        screen = component;
        count(-1);
      },
      (error: unknown) => {
        pending = null; // a later render tries again
        count(-1);
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => {
    const ready = { default: screen! };
    if (screen)
      return { then: (resolve: (m: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
    return preload().then(() => ({ default: screen! }));
  });
  return { Component: Component as unknown as ComponentType, preload };
}
