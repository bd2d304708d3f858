import { lazy, Suspense, type ComponentType } from 'react';
import { loadStoreModule, type LazyStoreName } from '../../stores/lazyStores';
import { importWithRetry } from '../lazyWithRetry';

/**
 * A dialog whose code (and the stores it reads) loads when it first opens, not with the lobby;
 * with the screens' 3 attempts 1500 ms apart. Nothing shows while it loads.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  stores: readonly LazyStoreName[] = [],
): ComponentType<P> {
  const Dialog = lazy(() =>
    importWithRetry(() => Promise.all([load(), ...stores.map(loadStoreModule)])).then(([component]) => ({
      default: component,
    })),
  );
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
