/**
 * Everything a scene starts that outlives a frame (MobX reactions, GSAP timelines, DOM listeners)
 * goes in here, so hiding the scene can stop all of it in one call (the tldraw pattern). A scene
 * that forgets to clean up is then still clean, because the navigator empties the set on hide.
 */
export type Disposer = () => void;

/** Anything with a kill() (GSAP tweens and timelines) or a dispose/destroy method. */
export type Killable = { kill(): unknown } | { dispose(): unknown } | { destroy(): unknown };

export class Disposables {
  // Keyed by the early-run handle handed back to callers, valued by the caller's disposer.
  private readonly disposers = new Map<Disposer, Disposer>();

  get size(): number {
    return this.disposers.size;
  }

  /** Keeps a disposer; returns it so callers can run it early (and it is then forgotten). */
  add(disposer: Disposer): Disposer {
    const early: Disposer = () => {
      if (this.disposers.delete(early)) disposer();
    };
    this.disposers.set(early, disposer);
    return early;
  }

  /** Keeps a GSAP timeline/tween or any object that can be killed, disposed or destroyed. */
  track<T extends Killable>(thing: T): T {
    this.add(() => {
      if ('kill' in thing) thing.kill();
      else if ('dispose' in thing) thing.dispose();
      else thing.destroy();
    });
    return thing;
  }

  /** addEventListener that removes itself on dispose. */
  listen<K extends keyof WindowEventMap>(
    target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): Disposer {
    target.addEventListener(type, handler as EventListener, options);
    return this.add(() => target.removeEventListener(type, handler as EventListener, options));
  }

  /** Runs every disposer, newest first, and keeps going when one throws (then rethrows the first). */
  dispose(): void {
    const all = [...this.disposers.values()].reverse();
    this.disposers.clear();
    let failure: unknown = null;
    for (const d of all) {
      try {
        d();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  }
}
