import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { httpCall } from '../../server/support/wire';

/**
 * The live show open on /playout?id= reaches its draw: the server's clock is moved just past the
 * game's start, then the page must land all five balls and tell the player's one line against them.
 */
export async function watchLiveDraw(
  page: Page,
  baseUrl: string,
  clock: { now(): number; advance(ms: number): void },
): Promise<void> {
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const reply = await httpCall(
    baseUrl,
    'getFilteredGames',
    { filter: { memberId: 1 } },
    { endpoint: 'anon' },
  );
  if (!reply.body.ok) throw new Error(JSON.stringify(reply.body.fault));
  const game = (reply.body.result as { games: GameInstance[] }).games.find((g) => g.gameInstanceId === id)!;
  clock.advance(game.tournamentStartTime - clock.now() + 1_000);
  await expect
    .poll(() => page.getByTestId('draw-text').getAttribute('data-revealed'), { timeout: 60_000 })
    .toBe('5')
    .catch(async (error: Error) => {
      // What the page showed, so a failure tells a lost draw from a stalled show.
      const playout = page.getByTestId('playout-page');
      const state = {
        status: await page.getByTestId('playout-status').textContent(),
        draws: await playout.getAttribute('data-draws'),
        show: await playout.getAttribute('data-show'),
      };
      throw new Error(`${error.message}; the page showed ${JSON.stringify(state)}`);
    });
  await expect.poll(() => page.getByTestId('draw-text-plays').locator('li').count()).toBe(1);
  expect(await page.getByTestId('draw-text-plays').textContent()).toMatch(
    /^Line 1: .* — (no matches yet|\d+ match)/,
  );
}
