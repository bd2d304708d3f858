import { describe, expect, it } from 'vitest';
import { stageManifest } from '../../../assets/manifest';
import { sceneLoaders, type SceneName } from '../../../scenes/engine/sceneRegistry';

describe('stage asset manifest', () => {
  it('has a bundle for every bundle a scene asks for, plus the preload bundle', async () => {
    const names = new Set(stageManifest.bundles.map((b) => b.name));
    expect(names.has('preload')).toBe(true);
    for (const scene of Object.keys(sceneLoaders) as SceneName[]) {
      const SceneType = await sceneLoaders[scene]();
      for (const bundle of SceneType.assetBundles ?? [])
        expect(names, `${scene} needs ${bundle}`).toContain(bundle);
    }
  });
});
