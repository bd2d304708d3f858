import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface HarnessServer {
  /** URL of dev/stage-harness/index.html; append the query. */
  harnessUrl: string;
  close(): Promise<void>;
}

/**
 * Serves the stage harness with Vite's dev server, built from nothing but this file's options
 * (no vite.config.ts), on a free port. Dependencies are pre-bundled up front so the page is
 * not reloaded mid-test by a late dependency discovery; the cache lives in a temp dir so runs
 * do not share or disturb node_modules/.vite.
 */
export async function startHarnessServer(): Promise<HarnessServer> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'drawhall-harness-vite-'));
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: ROOT,
    cacheDir,
    logLevel: 'error',
    server: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      hmr: false,
      watch: null,
      // Where node_modules is a link to another checkout's (a git worktree), the fonts it serves
      // lie outside the root: refused, and the stage bench waited on them until its budget ran out.
      fs: { allow: [ROOT, realpathSync(join(ROOT, 'node_modules'))] },
    },
    optimizeDeps: {
      entries: ['dev/stage-harness/index.html'],
      include: ['pixi.js', 'gsap', 'howler', '@dimforge/rapier2d-deterministic-compat'],
    },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('harness server has no port');
  return {
    harnessUrl: `http://127.0.0.1:${address.port}/dev/stage-harness/index.html`,
    async close() {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
