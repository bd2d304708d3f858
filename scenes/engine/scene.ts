import type { Container } from 'pixi.js';
import type { Disposables } from './Disposables';
import type { TickerLike } from './ticker';

/**
 * A scene, in the style of PixiJS open-games: a Container with optional lifecycle hooks. Scenes
 * never add ticker callbacks themselves; the navigator calls update() while the scene is active.
 */
export interface Scene<Props = unknown> extends Container {
  /** Called once, before the scene is added to the stage, with the props it is shown with. */
  prepare?(props: Props): void | Promise<void>;
  /** Entrance animation; input stays locked until it resolves. */
  show?(): void | Promise<void>;
  /** Exit animation; the scene's disposables are emptied after it resolves. */
  hide?(): void | Promise<void>;
  /** A popup opened above the scene (or the page went hidden). */
  pause?(): void;
  resume?(): void;
  /** Back to the state prepare() left, without a reload. */
  reset?(): void;
  update?(ticker: TickerLike): void;
  resize?(width: number, height: number): void;
  blur?(): void;
  focus?(): void;
}

/** What every scene is constructed with; `disposables` is the scene's own set. */
export interface SceneContextBase {
  disposables: Disposables;
}

export interface SceneClass<Props = unknown, Ctx extends SceneContextBase = SceneContextBase> {
  new (context: Ctx): Scene<Props>;
  /** Asset bundles (assets/manifest.ts) loaded before the scene shows and unloaded after it hides. */
  readonly assetBundles?: readonly string[];
}
