import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadChunk } from './scripts/firstLoadChunk';
import { precompress } from './scripts/precompress';
import { verifyHtmlPlugin } from './scripts/verifyHtml';

// The dev server proxies the API to the game server started by `npm run dev`.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  // firstLoadChunk: the lobby's first load in one chunk; precompress: brotli and gzip copies of
  // the build, served by the server as they are.
  // verifyHtmlPlugin: dist/verify.html, the standalone verifier in one file (docs/fairness.md).
  plugins: [react(), firstLoadChunk(), verifyHtmlPlugin(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    // No modulepreload polyfill (0.7 KiB of the lobby's first load): every browser that runs the
    // client's ES modules either preloads natively or loads the same chunks on import, a little later.
    modulePreload: { polyfill: false },
    // The player's client and the operator's console (/admin): two entries of one build; nothing of
    // the console reaches the player's first load (the console imports the player's code, never the
    // other way: .dependency-cruiser.cjs).
    rolldownOptions: { input: { main: 'index.html', admin: 'admin.html' } },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/rpc': apiTarget,
      '/client': apiTarget,
      '/healthz': apiTarget,
      '/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});
