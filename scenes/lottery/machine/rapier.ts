import type RapierModule from '@dimforge/rapier2d-deterministic-compat';

/** The Rapier namespace (the deterministic 2D build: the same frames on every machine). */
export type Rapier = typeof RapierModule;

let loading: Promise<Rapier> | null = null;

/**
 * Loads Rapier on first use, in its own chunk (about 2 MB with its WebAssembly inlined): only a
 * rich draw show asks for it, after the stage itself has loaded, so no other page pays for it.
 */
export function loadRapier(): Promise<Rapier> {
  loading ??= import('@dimforge/rapier2d-deterministic-compat')
    .then(async (module) => {
      const rapier = module.default;
      await rapier.init();
      return rapier;
    })
    .catch((error: unknown) => {
      // A failed download may succeed next time (a flaky network); the show goes lite meanwhile.
      loading = null;
      throw error;
    });
  return loading;
}
