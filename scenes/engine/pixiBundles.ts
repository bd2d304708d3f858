import { Assets } from 'pixi.js';
import { PRELOAD_BUNDLE, stageManifest } from '../../assets/manifest';
import type { BundleLoader } from './Navigator';

let initialised: Promise<void> | null = null;

/** PIXI.Assets is a page-wide singleton; initialise it with the manifest once per page. */
function init(): Promise<void> {
  initialised ??= Assets.init({ manifest: stageManifest })
    .then(() => Assets.loadBundle(PRELOAD_BUNDLE))
    .then(() => undefined);
  return initialised;
}

/** Bundle loading for the navigator; the preload bundle stays for the page's life. */
export const pixiBundles: BundleLoader = {
  async load(bundles) {
    await init();
    if (bundles.length) await Assets.loadBundle([...bundles]);
  },
  async unload(bundles) {
    const unloadable = bundles.filter((b) => b !== PRELOAD_BUNDLE);
    if (unloadable.length) await Assets.unloadBundle(unloadable);
  },
};
