// `npm start`: build the client when the build is missing or older than the sources, then run the
// game server, which serves the built client and the API on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = join(root, 'dist/index.html');
const sources = ['src', 'scenes', 'protocol', 'assets', 'index.html']
  .map((p) => join(root, p))
  .filter(existsSync)
  .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs));
if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources)) {
  console.log('Building the client...');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The local demo: demo players seeded and development aids on (mail links in the log, the outbox
// for requests from this machine only). Either can be turned off with DRAWHALL_SEED=0 or
// DRAWHALL_DEV=0; a production deployment runs server/main.ts, where both are off by default.
const env = { DRAWHALL_SEED: '1', DRAWHALL_DEV: '1', ...process.env };
const server = spawn('npx', ['tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
