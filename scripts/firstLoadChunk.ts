// Vite plugin: every module the entry imports statically (what the lobby's first load runs anyway)
// goes into one chunk. Left to itself the bundler cuts the modules the lobby shares with lazy pages
// into a dozen small chunks, each a request and each compressed alone (those under 1 KiB not at
// all); one chunk compresses better and loads at once. Lazy pages import from it as before.
import type { Plugin } from 'vite';

const ENTRY = /[\\/]src[\\/]main\.tsx$/;

export function firstLoadChunk(): Plugin {
  const firstLoad = new Set<string>();
  return {
    name: 'drawhall-first-load-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              // The entry itself stays out: the console's entry (admin.html) shares the lobby's
              // libraries through this chunk and must not boot the player's app with them.
              codeSplitting: {
                groups: [{ name: 'lobby', test: (id: string) => firstLoad.has(id) && !ENTRY.test(id) }],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => ENTRY.test(id));
      const queue = entry ? [entry] : [];
      while (queue.length) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
