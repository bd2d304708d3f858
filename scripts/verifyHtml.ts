import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Builds dist/verify.html: the standalone verifier (src/verifyStandalone/main.ts with
 * protocol/fairness) bundled by esbuild and inlined into one HTML file, so a player can save it
 * and open it offline. Its own Content-Security-Policy allows that one script (by hash) and no
 * connection at all, so the check provably asks nobody; the server sends the same policy
 * (server/transport/verifyPage.ts).
 */
export async function verifyHtml(): Promise<{ html: string; scriptHash: string }> {
  const bundle = await build({
    entryPoints: ['src/verifyStandalone/main.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  // "</script" must not end the inline script early.
  const script = bundle.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const scriptHash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
  const csp = `default-src 'none'; script-src '${scriptHash}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>Drawhall verifier</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}textarea{width:100%;font-family:ui-monospace,monospace}[data-state=failed]{color:#b00020}button{margin:.5rem 0;padding:.4rem 1rem}</style>
</head>
<body>
<script>${script}</script>
</body>
</html>
`;
  return { html, scriptHash };
}

/** The Vite plugin: writes verify.html beside the client's index.html at the end of a build. */
export function verifyHtmlPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drawhall-verify-html',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const { html } = await verifyHtml();
      await writeFile(join(outDir, 'verify.html'), html);
    },
  };
}
