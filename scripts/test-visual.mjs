// npm run test:visual [-- --update]: the visual regression suite (tests/browser/visual), in the
// built client. The client is rebuilt first when a source is newer than dist/index.html; the
// last run's diffs are cleared; --update rewrites the baselines instead of comparing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'scenes', 'protocol', 'assets', 'config/locales', 'index.html', 'vite.config.ts'];

/** The newest modification time under a file or folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const update = process.argv.includes('--update');
rmSync(join(root, 'tests/visual/__diff__'), { recursive: true, force: true });
const built = newest(join(root, 'dist/index.html'));
if (built < Math.max(...SOURCES.map((s) => newest(join(root, s))))) {
  console.log('test:visual: sources changed since the last build; building the client...');
  if (run('npx', ['vite', 'build']) !== 0) process.exit(1);
}
const status = run('npx', ['vitest', 'run', '--project', 'browser-parallel', 'tests/browser/visual'], {
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ...(update ? { UPDATE_BASELINES: '1' } : {}),
});
if (status !== 0 && !update && existsSync(join(root, 'tests/visual/__diff__/index.html')))
  console.log(
    'test:visual: expected, actual and diff images side by side in tests/visual/__diff__/index.html',
  );
process.exit(status);
