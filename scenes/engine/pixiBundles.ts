import { Assets, Rectangle, Texture } from 'pixi.js';
import { atlases } from '../../assets/atlas/atlases';
import { atlasAlias, PRELOAD_BUNDLE, stageManifest } from '../../assets/manifest';
import type { BundleLoader } from './Navigator';

let initialised: Promise<void> | null = null;
/** Frame textures cut from each loaded bundle's atlas, cached as `<bundle>/<frame>`. */
const atlasFrames = new Map<string, Texture[]>();

/** PIXI.Assets is a page-wide singleton; initialise it with the manifest once per page. */
function init(): Promise<void> {
  initialised ??= Assets.init({ manifest: stageManifest })
    .then(() => Assets.loadBundle(PRELOAD_BUNDLE))
    .then(() => cutFrames([PRELOAD_BUNDLE]));
  return initialised;
}

/** Each frame of a bundle's atlas becomes a texture over the atlas's source (no copy). */
function cutFrames(bundles: readonly string[]): void {
  for (const bundle of bundles) {
    const atlas = atlases[bundle];
    if (!atlas || atlasFrames.has(bundle)) continue;
    const sheet = Assets.get<Texture>(atlasAlias(bundle));
    const frames = Object.entries(atlas.frames).map(([name, f]) => {
      const texture = new Texture({ source: sheet.source, frame: new Rectangle(f.x, f.y, f.w, f.h) });
      Assets.cache.set(`${bundle}/${name}`, texture);
      return texture;
    });
    atlasFrames.set(bundle, frames);
  }
}

function dropFrames(bundles: readonly string[]): void {
  for (const bundle of bundles) {
    const atlas = atlases[bundle];
    const frames = atlasFrames.get(bundle);
    if (!atlas || !frames) continue;
    for (const name of Object.keys(atlas.frames)) Assets.cache.remove(`${bundle}/${name}`);
    // The frames share the atlas source, which unloadBundle destroys; only the views go here.
    for (const texture of frames) texture.destroy(false);
    atlasFrames.delete(bundle);
  }
}

/** Bundle loading for the navigator; the preload bundle stays for the page's life. */
export const pixiBundles: BundleLoader = {
  async load(bundles) {
    await init();
    if (!bundles.length) return;
    await Assets.loadBundle([...bundles]);
    cutFrames(bundles);
  },
  async unload(bundles) {
    const unloadable = bundles.filter((b) => b !== PRELOAD_BUNDLE);
    if (!unloadable.length) return;
    dropFrames(unloadable);
    await Assets.unloadBundle(unloadable);
  },
};
