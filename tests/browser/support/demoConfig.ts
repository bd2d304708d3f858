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

/**
 * Site 3 has no player in the demo: the route baselines seed this one (with the balances and
 * flags each needs), so that the site's own theme, language and prefixes show logged in.
 */
export const SITE_3_PLAYER = {
  memberId: 3,
  username: 'sweet',
  password: 'sweet1234',
  email: 'sweet@drawhall.test',
  screenName: 'Sweet Player',
  firstName: 'Sweet',
  lastName: 'Player',
  country: 'GB',
} as const;

/** Fast 5/35 in the demo seed, the game the live-draw tests join. */
const FAST_535 = 102;

/**
 * The demo with Fast 5/35 playing out in 12 s instead of 20: a live show is paced to its game's
 * playout time, and the live-draw tests wait for every ball, so a short playout keeps them as quick
 * as the fixed pace did (16 s for five balls). 12 s is within the pace's floor (MIN_PACE).
 */
export function quickDrawConfig(): string {
  return demoConfigWith((config) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const fast = config.gameTypes.find((game: any) => game.gameId === FAST_535);
    fast.playoutSeconds = 12;
  });
}
