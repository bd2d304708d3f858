import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A copy of config/demo.json changed by `change` (a site flag a test needs), written to a
 * temporary file for startPlatform's configPath. Paths the demo names stay pointed at config/.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function demoConfigWith(change: (config: any) => void): string {
  const config = JSON.parse(readFileSync('config/demo.json', 'utf8'));
  config.geo.ipTableFile = resolve('config', config.geo.ipTableFile);
  change(config);
  const path = join(mkdtempSync(join(tmpdir(), 'drawhall-config-')), 'config.json');
  writeFileSync(path, JSON.stringify(config));
  return path;
}
