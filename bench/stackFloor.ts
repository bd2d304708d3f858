// The floor under the lobby's first load: bench/stackFloor/ (the mandated client libraries and
// nothing of ours) built as the client is, minified and compressed with the build's own gzip and
// brotli settings (scripts/precompress.ts). The lobby's bytes above this floor are our code.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressDir } from '../scripts/precompress';
import { round } from './stats';

export interface StackFloor {
  rawKib: number;
  gzipKib: number;
  brotliKib: number;
}

async function sizeOf(path: string): Promise<number> {
  return (await readFile(path)).length;
}

export async function measureStackFloor(): Promise<StackFloor> {
  const outDir = mkdtempSync(join(tmpdir(), 'drawhall-stack-floor-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      root: fileURLToPath(new URL('./stackFloor/', import.meta.url)),
      plugins: [react()],
      build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    precompressDir(outDir);
    const scripts = readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => join(outDir, 'assets', name));
    const total = async (suffix: string) =>
      round((await Promise.all(scripts.map((s) => sizeOf(s + suffix)))).reduce((a, b) => a + b, 0) / 1024, 1);
    return { rawKib: await total(''), gzipKib: await total('.gz'), brotliKib: await total('.br') };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  console.log(await measureStackFloor());
}
