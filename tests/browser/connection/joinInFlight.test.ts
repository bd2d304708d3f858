import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode } from '../../../protocol/codec';
import { expectPageError } from '../support/pageErrors';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { submitLogin } from '../support/session';
import { blankPage } from './pageErrors';

type Frame = { t?: string; id?: number; call?: string };
const frameOf = (message: string | Buffer): Frame => {
  try {
    return typeof message === 'string' ? {} : (decode<Frame>(new Uint8Array(message)) ?? {});
  } catch {
    return {};
  }
};

// The connection drops after a join went out and before its answer came back. The server took
// the join; the client, not knowing, sends it again under the same joinKey on the fresh
// connection: the player ends up joined once and charged once.
describe('a join in flight when the connection drops', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('is neither lost nor taken twice', async () => {
    // The test cuts the connection on purpose; chromium logs each failed socket as a console error.
    expectPageError(/WebSocket connection to .* failed/, 'the connection is cut on purpose');
    expectPageError(
      /net::ERR_CONNECTION_REFUSED|Failed to load resource: net::/,
      'the server is down on purpose',
    );
    const { page, errors } = await blankPage(platform.browser);
    let armed = false;
    let dropped = false;
    // Every socket passes through; while armed, the socket carrying a joinGame is cut the moment
    // its answer arrives, so the answer never reaches the page.
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      let joinId: number | undefined;
      ws.onMessage((message) => {
        const frame = frameOf(message);
        if (armed && frame.t === 'call' && frame.call === 'joinGame') joinId = frame.id;
        server.send(message);
      });
      server.onMessage((message) => {
        const frame = frameOf(message);
        if (joinId !== undefined && frame.t === 'result' && frame.id === joinId) {
          armed = false;
          dropped = true;
          void ws.close({ code: 4000, reason: 'cut' });
          void server.close();
          return;
        }
        ws.send(message);
      });
    });
    await page.goto(platform.url + '/?login=true', { timeout: 30_000 });
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('100');
    const [{ id: playerId }] = await platform.server.services.db.query<{ id: number }>(
      "SELECT id FROM players WHERE username = 'demo'",
    );
    const balanceOf = async () => {
      const rows = await platform.server.services.db.query<{ balance_minor: string }>(
        'SELECT balance_minor::text FROM accounts WHERE player_id = $1',
        [playerId],
      );
      return rows.map((r) => Number(r.balance_minor)).reduce((a, b) => a + b, 0);
    };
    const before = await balanceOf();

    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"]', { hasText: 'Fast 5/35' }).first();
    await tile.getByTestId('tile-play').click();
    await page.getByTestId('pick-page').waitFor({ timeout: 10_000 });
    await page.getByTestId('pick-lucky-dip').click();
    await page.getByTestId('pick-confirm').click();
    armed = true;
    await page.getByTestId('pick-join').click();

    await expect.poll(() => dropped, { timeout: 15_000 }).toBe(true);
    // Sent again on the fresh connection under its key: the page shows the join...
    await page.getByTestId('pick-joined').waitFor({ timeout: 20_000 });
    // ...and the server holds one join, and the player paid for exactly that one.
    const [join] = await platform.server.services.db.query<{ n: number; paid: string }>(
      `SELECT count(*)::integer AS n, sum(cost_minor + fee_minor + contribution_minor)::text AS paid
         FROM joins WHERE player_id = $1`,
      [playerId],
    );
    expect(join.n).toBe(1);
    expect(before - (await balanceOf())).toBe(Number(join.paid));
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
