import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { httpCall } from '../../server/support/wire';
import { submitLogin } from '../support/session';

/** Calls the server as the demo player over the wire (the test's own client, not the page's). */
export async function demoWire(baseUrl: string) {
  const login = await httpCall(
    baseUrl,
    'login',
    { memberId: 1, username: 'demo', password: 'demo1234' },
    {
      endpoint: 'anon',
    },
  );
  const token = login.token;
  expect(token).toBeTruthy();
  const call = async <T>(
    name: string,
    params: unknown,
    endpoint: 'anon' | 'process' = 'process',
  ): Promise<T> => {
    const reply = await httpCall(baseUrl, name, params, { token, endpoint });
    if (!reply.body.ok) throw new Error(`${name}: ${JSON.stringify(reply.body.fault)}`);
    return reply.body.result as T;
  };
  return {
    call,
    /** An OPEN instance of the game with registration open for a while yet. */
    async openInstance(gameId: number): Promise<GameInstance> {
      const { games } = await call<{ games: GameInstance[] }>(
        'getFilteredGames',
        { filter: { memberId: 1 } },
        'anon',
      );
      const open = games
        .filter((g) => g.gameId === gameId && g.gameStatus === 'OPEN')
        .sort((a, b) => b.registrationEndTime - a.registrationEndTime)[0];
      expect(open, `an open instance of game ${gameId}`).toBeTruthy();
      return open;
    },
  };
}

/** Logs the demo player in through the page's login dialog and waits for the balance. */
export async function loginInPage(page: Page): Promise<void> {
  // The dialog opens once the app has started (slower on a loaded machine than an action's timeout).
  await page.getByTestId('login-username').waitFor({ timeout: 20_000 });
  await submitLogin(page, 'demo', 'demo1234');
  await expect.poll(() => page.getByTestId('header-balance').count(), { timeout: 15_000 }).toBe(1);
}

/** '$1,234.50' -> 1234.5 */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.-]/g, ''));
}
