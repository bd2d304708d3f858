import { Suspense, type ComponentType } from 'react';
import { loadStoreModule, type LazyStoreName } from '../../stores/lazyStores';
import { lazyScreen } from '../lazyScreen';

export type LazyDialog<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A dialog whose code (and the stores it reads) loads when it first opens, not with the lobby;
 * with the screens' 3 attempts 1500 ms apart. Nothing shows while it loads; a preloaded dialog
 * opens at once.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  stores: readonly LazyStoreName[] = [],
): LazyDialog<P> {
  const screen = lazyScreen(
    () => Promise.all([load(), ...stores.map(loadStoreModule)]).then(([component]) => component),
    { counted: false },
  );
  const Dialog = screen.Component as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: screen.preload });
}
