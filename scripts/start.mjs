// `npm start`: build the client and the server bundle when missing or older than their sources,
// then run the game server, which serves the built client and the API on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBundle, newestMtime } from './serverBundle.mjs';

const root = new URL('..', import.meta.url).pathname;

const built = join(root, 'dist/index.html');
const sources = newestMtime(['src', 'scenes', 'protocol', 'assets', 'index.html'].map((p) => join(root, p)));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the client...');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The local demo: demo players seeded, development aids on (mail links in the log, the outbox
// for requests from this machine only) and the sandbox card provider allowed. Each can be turned
// off with DRAWHALL_SEED=0, DRAWHALL_DEV=0 or DRAWHALL_ALLOW_SANDBOX=0; a production deployment
// runs `npm run server` (the same bundle), where all are off by default.
const env = { DRAWHALL_SEED: '1', DRAWHALL_DEV: '1', DRAWHALL_ALLOW_SANDBOX: '1', ...process.env };
const main = await ensureServerBundle();
const server = spawn(process.execPath, ['--enable-source-maps', main], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
