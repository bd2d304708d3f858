/**
 * Asset bundles for PIXI.Assets: one small preload bundle and one per scene. Most art is drawn
 * procedurally (balls, panels) by the scenes, so the bundles hold only what an image does better,
 * like a radial shine. URLs go through `new URL(..., import.meta.url)` so Vite fingerprints and
 * copies them into the build next to the lazily loaded stage chunk.
 */
export interface AssetBundle {
  name: string;
  assets: { alias: string; src: string }[];
}

export const PRELOAD_BUNDLE = 'preload';

export const stageManifest: { bundles: AssetBundle[] } = {
  bundles: [
    {
      name: PRELOAD_BUNDLE,
      assets: [{ alias: 'star', src: new URL('./preload/star.svg', import.meta.url).href }],
    },
    {
      name: 'lottery',
      assets: [
        { alias: 'lottery/ball-shine', src: new URL('./lottery/ball-shine.svg', import.meta.url).href },
      ],
    },
  ],
};

export function bundleNames(): string[] {
  return stageManifest.bundles.map((b) => b.name);
}
