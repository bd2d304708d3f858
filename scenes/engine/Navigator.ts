import type { Container } from 'pixi.js';
import { Disposables } from './Disposables';
import type { Scene, SceneClass, SceneContextBase } from './scene';
import type { TickerLike } from './ticker';
import { destroyTree } from './destroyTree';

/** Loads and unloads asset bundles by name; the real one wraps PIXI.Assets. */
export interface BundleLoader {
  load(bundles: readonly string[]): Promise<void>;
  unload(bundles: readonly string[]): Promise<void>;
}

export interface NavigatorOptions<Ctx extends SceneContextBase> {
  root: Container;
  ticker: TickerLike;
  bundles: BundleLoader;
  /** Builds the context a new scene gets; the navigator supplies its disposables. */
  context(disposables: Disposables): Ctx;
}

interface Shown {
  scene: Scene;
  bundles: readonly string[];
  disposables: Disposables;
  paused: boolean;
}

/**
 * Shows one scene at a time plus at most one popup above it. It is the only thing that adds a
 * ticker callback (exactly one, for its whole life), so no scene can leak an update loop. Input
 * is locked while a scene or popup is coming or going, and navigation calls run one after another.
 */
export class Navigator<Ctx extends SceneContextBase = SceneContextBase> {
  private current: Shown | null = null;
  private popup: Shown | null = null;
  private width = 0;
  private height = 0;
  private transitions = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private destroyed = false;

  constructor(private readonly options: NavigatorOptions<Ctx>) {
    options.ticker.add(this.tick, this);
  }

  get currentScene(): Scene | null {
    return this.current?.scene ?? null;
  }

  get currentPopup(): Scene | null {
    return this.popup?.scene ?? null;
  }

  get inputLocked(): boolean {
    return this.transitions > 0;
  }

  /** Replaces the current scene (closing any popup first). */
  goto<P>(SceneType: SceneClass<P, Ctx>, props: P): Promise<Scene<P>> {
    return this.enqueue(async () => {
      if (this.popup) await this.leave(this.popup, SceneType.assetBundles ?? []);
      this.popup = null;
      if (this.current) await this.leave(this.current, SceneType.assetBundles ?? []);
      this.current = null;
      this.current = await this.enter(SceneType, props);
      return this.current.scene as Scene<P>;
    });
  }

  /** Opens a popup above the current scene, which is paused until the popup is dismissed. */
  presentPopup<P>(PopupType: SceneClass<P, Ctx>, props: P): Promise<Scene<P>> {
    return this.enqueue(async () => {
      if (this.popup) await this.leave(this.popup, PopupType.assetBundles ?? []);
      this.popup = null;
      this.setPaused(this.current, true);
      this.popup = await this.enter(PopupType, props);
      return this.popup.scene as Scene<P>;
    });
  }

  dismissPopup(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.popup) return;
      const keep = this.current?.bundles ?? [];
      await this.leave(this.popup, keep);
      this.popup = null;
      this.setPaused(this.current, false);
    });
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.current?.scene.resize?.(width, height);
    this.popup?.scene.resize?.(width, height);
  }

  /** The page went hidden or lost focus: everything shown pauses and is told. */
  blur(): void {
    for (const shown of this.shown()) shown.scene.blur?.();
  }

  focus(): void {
    for (const shown of this.shown()) shown.scene.focus?.();
  }

  /** Hides everything and removes the one ticker callback; the navigator cannot be used after. */
  destroy(): Promise<void> {
    this.destroyed = true;
    this.options.ticker.remove(this.tick, this);
    return this.enqueue(async () => {
      if (this.popup) await this.leave(this.popup, []);
      if (this.current) await this.leave(this.current, []);
      this.popup = this.current = null;
    }, true);
  }

  private shown(): Shown[] {
    return [this.current, this.popup].filter((s): s is Shown => s !== null);
  }

  private tick(ticker: TickerLike): void {
    for (const shown of this.shown()) if (!shown.paused) shown.scene.update?.(ticker);
  }

  private setPaused(shown: Shown | null, paused: boolean): void {
    if (!shown || shown.paused === paused) return;
    shown.paused = paused;
    if (paused) shown.scene.pause?.();
    else shown.scene.resume?.();
  }

  private enqueue<T>(job: () => Promise<T>, evenIfDestroyed = false): Promise<T> {
    if (this.destroyed && !evenIfDestroyed) return Promise.reject(new Error('navigator destroyed'));
    // Input locks as soon as a navigation is asked for, not when its turn comes.
    this.transitions += 1;
    this.syncInput();
    const run = this.queue.then(job).finally(() => {
      this.transitions -= 1;
      this.syncInput();
    });
    // A failed navigation must not block the ones after it.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private syncInput(): void {
    this.options.root.eventMode = this.inputLocked ? 'none' : 'passive';
  }

  private async enter<P>(SceneType: SceneClass<P, Ctx>, props: P): Promise<Shown> {
    const bundles = SceneType.assetBundles ?? [];
    await this.options.bundles.load(bundles);
    const disposables = new Disposables();
    const scene = new SceneType(this.options.context(disposables));
    const shown: Shown = { scene, bundles, disposables, paused: false };
    try {
      await scene.prepare?.(props);
      if (this.width > 0) scene.resize?.(this.width, this.height);
      this.options.root.addChild(scene);
      await scene.show?.();
    } catch (error) {
      await this.leave(shown, [], false);
      throw error;
    }
    return shown;
  }

  /** Hides, empties the disposables, destroys the display tree, and unloads bundles not kept. */
  private async leave(shown: Shown, keepBundles: readonly string[], animate = true): Promise<void> {
    try {
      if (animate) await shown.scene.hide?.();
    } finally {
      shown.disposables.dispose();
      shown.scene.removeFromParent();
      destroyTree(shown.scene);
      const stillUsed = new Set([
        ...keepBundles,
        ...this.shown()
          .filter((s) => s !== shown)
          .flatMap((s) => s.bundles),
      ]);
      const unused = shown.bundles.filter((b) => !stillUsed.has(b));
      if (unused.length) await this.options.bundles.unload(unused);
    }
  }
}
