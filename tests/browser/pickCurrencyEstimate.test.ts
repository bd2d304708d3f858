import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../protocol/types';
import { httpCall } from '../server/support/wire';
import { adjustableClock, startPlatform, type Platform } from './support/platform';
import { amountOf, demoWire } from './results/demoPlayer';
import { submitLogin } from './support/session';

/** Weekend Raffle in the demo seed: sold in EUR, while the demo player's account is in USD. */
const WEEKEND_RAFFLE = 201;

// A wager in another currency than the account's: the pick page says what the total comes to in
// the account's currency, at the rate the server answers (currencyConversionV2, purpose join).
describe("the wager's total in the account's currency", () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('shows "≈ $…" under a EUR total for a USD account, and nothing for a USD game', async () => {
    const reply = await httpCall(
      platform.url,
      'getFilteredGames',
      { filter: { memberId: 1 } },
      { endpoint: 'anon' },
    );
    if (!reply.body.ok) throw new Error(`getFilteredGames: ${JSON.stringify(reply.body.fault)}`);
    const { games } = reply.body.result as { games: GameInstance[] };
    const open = (gameId: number) => games.find((g) => g.gameId === gameId && g.gameStatus === 'OPEN');
    const raffle = open(WEEKEND_RAFFLE);
    expect(raffle?.currencyId).toBe('EUR');

    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${platform.url}/pick?id=${raffle?.gameInstanceId}`);
    await expect.poll(() => page.getByTestId('pick-lucky-dip').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('pick-total-converted').count()).toBe(0);
    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-total').textContent()).toMatch(/€/);
    const total = amountOf((await page.getByTestId('pick-total').textContent())!.replace(',', '.'));

    const wire = await demoWire(platform.url);
    const { converted } = await wire.call<{ converted: number }>('currencyConversionV2', {
      fromCurrency: 'EUR',
      toCurrency: 'USD',
      amount: total,
      purpose: 'join',
    });
    await expect
      .poll(() => page.getByTestId('pick-total-converted').textContent(), { timeout: 10_000 })
      .toMatch(/^≈ \$[\d.,]+ from your account$/);
    expect(amountOf(await page.getByTestId('pick-total-converted').textContent())).toBeCloseTo(converted, 2);

    // A game in the account's own currency: no estimate.
    await page.goto(`${platform.url}/pick?id=${open(102)?.gameInstanceId}`);
    await expect.poll(() => page.getByTestId('pick-lucky-dip').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-total').textContent()).toMatch(/\$/);
    expect(await page.getByTestId('pick-total-converted').count()).toBe(0);
    await page.close();
  });
});
