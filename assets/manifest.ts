/**
 * Asset bundles for PIXI.Assets: one small preload bundle and one per scene. Most art is drawn
 * procedurally (balls, panels) by the scenes, so the bundles hold only what an image does better,
 * like a radial shine. URLs go through `new URL(..., import.meta.url)` so Vite fingerprints and
 * copies them into the build next to the lazily loaded stage chunk.
 */
import { atlases } from './atlas/atlases';

export interface AssetBundle {
  name: string;
  assets: { alias: string; src: string }[];
}

export const PRELOAD_BUNDLE = 'preload';

const images: AssetBundle[] = [
  {
    name: PRELOAD_BUNDLE,
    assets: [{ alias: 'star', src: new URL('./preload/star.svg', import.meta.url).href }],
  },
  {
    name: 'lottery',
    assets: [{ alias: 'lottery/ball-shine', src: new URL('./lottery/ball-shine.svg', import.meta.url).href }],
  },
];

/** Alias of a bundle's packed atlas texture (scripts/build-atlas.ts); its frames are `<bundle>/<name>`. */
export const atlasAlias = (bundle: string) => `atlas/${bundle}`;

/** The single images above plus one atlas per assets/<bundle>/ folder of PNG art, as one bundle each. */
function withAtlases(bundles: AssetBundle[]): AssetBundle[] {
  const byName = new Map(bundles.map((b) => [b.name, { name: b.name, assets: [...b.assets] }]));
  for (const [name, atlas] of Object.entries(atlases)) {
    const bundle = byName.get(name) ?? { name, assets: [] };
    bundle.assets.push({ alias: atlasAlias(name), src: atlas.image });
    byName.set(name, bundle);
  }
  return [...byName.values()];
}

export const stageManifest: { bundles: AssetBundle[] } = { bundles: withAtlases(images) };

export function bundleNames(): string[] {
  return stageManifest.bundles.map((b) => b.name);
}
