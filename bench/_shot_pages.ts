import { startServer } from '../server/app';
import { launchChromium } from '../tests/browser/support/chromium';
const now = Date.now();
let offset = 0;
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seed: true, clock: { now: () => now + offset } });
const browser = await launchChromium();
for (const [w, h, theme] of [[375, 812, 'blue-theme'], [1280, 800, 'cartoon-theme'], [1280, 800, 'sweet-blue-theme']] as const) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(`${server.url}/?login=true&theme=${theme}`);
  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('player-menu').waitFor();
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${server.url}/bingo/lobby?theme=${theme}`);
  await page.getByTestId('bingo-room').first().waitFor();
  await page.screenshot({ path: `/tmp/lead/page-bingo-lobby-${w}-${theme}.png`, fullPage: true });
  const room = page.getByTestId('bingo-room').first();
  if (w === 375) {
    await room.getByTestId('bingo-card-count').selectOption('6');
    await room.getByTestId('bingo-buy').click();
    await room.getByTestId('bingo-room-mine').waitFor();
    const startsAt = Number(await room.getAttribute('data-starts-at'));
    offset += startsAt - (now + offset) + 3000 * 14 + 500;
  }
  const id = await room.getAttribute('data-game-id');
  await page.goto(`${server.url}/bingo/playout?id=${id}&theme=${theme}`);
  await page.locator('[data-testid="stage-view"][data-scene="bingo"] canvas').waitFor({ timeout: 30000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/lead/page-bingo-hall-${w}-${theme}.png`, fullPage: true });
  await page.close();
}
await browser.close(); await server.close();
