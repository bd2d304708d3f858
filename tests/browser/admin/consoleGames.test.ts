import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { driveDraw, evidenceOf, login, openDrawWithAPlay } from '../../server/support/fairPlay';
import { seriousViolations } from '../support/accessibility';
import { signInOperator } from '../support/operatorSignIn';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';

const path = (page: Page) => new URL(page.url()).pathname;
/** Cash Word: a crossword of site 1, 10,000 tickets a pool. */
const CASH_WORD = 604;
const SHOTS = process.env.CONSOLE_SHOTS_DIR;

const signIn = (platform: Platform, viewport = { width: 1366, height: 900 }) =>
  signInOperator(platform, { viewport });

/** The page has no sideways scroll of its own (wide tables scroll inside their frame). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe("the console's Games section: results with their evidence, instant pools", () => {
  let platform: Platform;
  const clock = adjustableClock();
  let game: GameInstance;
  let evidence: { seed: string; draws: number[]; commitment: { seedHash: string } };

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    const url = platform.url;
    game = await openDrawWithAPlay(url, await login(url, 1, 'demo', 'demo1234'));
    await driveDraw(platform.server, game, (at) => clock.advance(Math.max(0, at - clock.now())), 'ended');
    evidence = (await evidenceOf(url, `draw/${game.gameInstanceId}`)).body;
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
  });
  // The operator API's per-address budget (20 calls a second, bursts of 60) refills on the server's
  // clock, which stands still here: a few seconds of it between screens, as a person would take.
  const breathe = () => clock.advance(5_000);
  beforeEach(breathe);

  it('opens the results, filters them in the URL and shows a drawn result with its evidence', async () => {
    const admin = await signIn(platform);
    await admin.getByRole('link', { name: 'Games', exact: true }).click();
    await admin.getByRole('link', { name: 'Results', exact: true }).click();
    await expect.poll(() => path(admin), { timeout: 10_000 }).toBe('/admin/games/results');
    const row = admin.locator(`[data-result="${game.gameInstanceId}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain(evidence.draws.join(' '));
    expect(await row.textContent()).toContain(evidence.seed); // the whole seed, for screen readers
    expect(await row.getByRole('link', { name: /^Evidence of game/ }).getAttribute('href')).toBe(
      `/api/evidence/draw/${game.gameInstanceId}`,
    );
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'results-1366');

    // Filters go into the URL: a link shows the same list.
    await admin.locator('select[name=game]').selectOption({ label: 'Fast 5/35' });
    await admin.locator('select[name=status]').selectOption('ENDED');
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('game'), { timeout: 10_000 }).toBe('102');
    expect(new URL(admin.url()).searchParams.get('status')).toBe('ENDED');
    const titles = () =>
      admin
        .locator('[data-testid=results-table] tbody tr td:nth-child(2)')
        .evaluateAll((cells) => [...new Set(cells.map((c) => c.textContent))]);
    await expect.poll(titles, { timeout: 10_000 }).toEqual(['Fast 5/35']);
    expect(await row.count()).toBe(1);

    await row.getByRole('link', { name: `Result of Fast 5/35 #${game.gameInstanceId}` }).click();
    await expect
      .poll(() => path(admin), { timeout: 10_000 })
      .toBe(`/admin/games/results/${game.gameInstanceId}`);
    await expect
      .poll(() => admin.getByTestId('result-seed').textContent(), { timeout: 10_000 })
      .toBe(evidence.seed);
    expect(await admin.getByTestId('result-commitment').textContent()).toBe(evidence.commitment.seedHash);
    expect(await admin.getByTestId('result-numbers').textContent()).toBe(evidence.draws.join(' '));
    expect(await admin.getByTestId('result-evidence-link').getAttribute('href')).toBe(
      `/api/evidence/draw/${game.gameInstanceId}`,
    );
    expect(await admin.getByRole('link', { name: 'Verify page of Drawhall Demo' }).getAttribute('href')).toBe(
      '/verify?site=1',
    );
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'result-1366');
    await admin.close();
  });

  it('builds the next pool of an instant game, follows it to its commitment, then retires it: its seed revealed', async () => {
    const admin = await signIn(platform);
    await admin.goto(`${platform.url}/admin/games/instant`);
    const row = admin.locator(`[data-game="${CASH_WORD}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const built = Number((await row.locator('td').nth(7).textContent())!.split(' ')[0]);
    await row.getByRole('button', { name: `Build pool ${built + 1} of Cash Word` }).click();
    await expect
      .poll(() => admin.getByTestId('pools-notice').textContent())
      .toBe(`Building pool ${built + 1} of Cash Word…`);
    // The build shows its progress, then its commitment, without a reload.
    await expect
      .poll(() => admin.getByTestId(`pool-build-${CASH_WORD}`).textContent(), { timeout: 30_000 })
      .toContain(`Pool ${built + 1} committed`);
    await expect
      .poll(() => row.locator('td').nth(7).textContent(), { timeout: 10_000 })
      .toBe(`${built + 1} of 50`);
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'pools-1366');

    await row.getByRole('link', { name: 'Cash Word' }).click();
    await expect.poll(() => path(admin), { timeout: 10_000 }).toBe(`/admin/games/instant/${CASH_WORD}`);
    const pool = admin.locator(`[data-pool="${built + 1}"]`);
    await expect.poll(() => pool.count(), { timeout: 10_000 }).toBe(1);
    expect(await pool.textContent()).toContain('On sale');
    expect(await pool.textContent()).toContain('Sealed');
    await pool.getByRole('button', { name: `Retire pool ${built + 1}…` }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Prize table review');
    await admin.getByRole('button', { name: 'Retire and reveal the seed' }).click();
    await expect
      .poll(() => admin.getByTestId('pools-notice').textContent())
      .toBe(`Pool ${built + 1} retired; its seed is revealed.`);
    await expect.poll(() => pool.textContent(), { timeout: 10_000 }).toContain('Retired');
    expect(await pool.textContent()).not.toContain('Sealed');
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'pool-game-1366');

    await admin.getByRole('link', { name: 'Audit log' }).click();
    const actions = () =>
      admin
        .locator('[data-testid=audit-table] tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    await expect
      .poll(actions)
      .toEqual(expect.arrayContaining(['retireInstantPool', 'commitInstantPool', 'buildInstantPool']));
    await admin.close();
  });

  it("shows the bingo rooms' terms and games, and cancels a room's game with a reason", async () => {
    const admin = await signIn(platform);
    await admin.goto(`${platform.url}/admin/games/bingo`);
    const room = admin.locator('[data-room="501"]');
    await expect.poll(() => room.count(), { timeout: 10_000 }).toBe(1);
    expect(await room.textContent()).toContain('a full card within 45 calls');
    const game = room.locator('tbody tr', { hasText: 'OPEN' }).first();
    await expect.poll(() => game.count(), { timeout: 10_000 }).toBe(1);
    const id = await game.getAttribute('data-game');
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'bingo-1366');
    await game.getByRole('button', { name: 'Cancel…' }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Caller fault');
    await admin.getByRole('button', { name: 'Cancel the game and refund' }).click();
    await expect
      .poll(() => admin.getByTestId('games-notice').textContent())
      .toContain('Bingo 75 Blast cancelled');
    await expect
      .poll(async () => {
        const row = admin.locator(`[data-game="${id}"]`);
        return (await row.count()) === 0 || (await row.textContent())!.includes('REFUNDED');
      })
      .toBe(true);
    await admin.close();
  });

  it('creates a coupon, is told why a bad one is refused, and disables one', async () => {
    const admin = await signIn(platform);
    await admin.goto(`${platform.url}/admin/games/promotions`);
    await expect.poll(() => admin.locator('[data-coupon="WELCOME10"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await admin.getByTestId('jackpots-table').textContent()).toContain('Mega 6/49');

    // A coupon with neither an amount nor a share: the server names the rule, nothing is stored.
    await admin.getByRole('button', { name: 'New coupon…' }).click();
    await admin.getByLabel('Code (3 to 32 letters, digits, _ or -)').fill('summer10');
    await admin.getByRole('checkbox', { name: 'Drawhall Demo' }).check();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Summer campaign');
    await admin.getByRole('button', { name: 'Save the coupon' }).click();
    await expect
      .poll(() => admin.getByRole('alert').first().textContent())
      .toContain('A coupon needs an amount, a share of the deposit, or both');
    expect(await admin.locator('[data-coupon="SUMMER10"]').count()).toBe(0);
    await admin.getByLabel('Fixed amount (or the cap of the share)').fill('10');
    await admin.getByRole('button', { name: 'Save the coupon' }).click();
    await expect
      .poll(() => admin.getByTestId('promotions-notice').textContent())
      .toBe('Coupon SUMMER10 saved.');
    const summer = admin.locator('[data-coupon="SUMMER10"]');
    await expect.poll(() => summer.textContent(), { timeout: 10_000 }).toContain('$10.00');
    expect(await summer.textContent()).toContain('Console (admin)');
    expect(await seriousViolations(admin)).toEqual([]);

    // The demo player redeems WELCOME10: its uses open the redemptions, with the order it made.
    const player = await login(platform.url, 1, 'demo', 'demo1234');
    const step = await player<{ orderId: number }>('getDepositStep', {
      method: 'coupon',
      amount: 0,
      currencyId: 'USD',
      couponCode: 'WELCOME10',
    });
    await admin.reload();
    const welcome = admin.locator('[data-coupon="WELCOME10"]');
    await welcome.getByRole('button', { name: '1: redemptions of WELCOME10' }).click();
    const redemption = admin.locator('[data-testid=redemptions-table] tbody tr');
    await expect.poll(() => redemption.count(), { timeout: 10_000 }).toBe(1);
    expect(await redemption.textContent()).toMatch(
      new RegExp(`demo.*\\$10\\.00 Cash at once.*On its own \\(order #${step.orderId}\\)`),
    );
    expect(new URL(admin.url()).searchParams.get('coupon')).toBe('WELCOME10');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => redemption.count()).toBe(0);

    await welcome.getByRole('button', { name: 'Disable WELCOME10…' }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Campaign over');
    await admin.getByRole('button', { name: 'Disable the coupon' }).click();
    await expect
      .poll(() => admin.getByTestId('promotions-notice').textContent())
      .toBe('Coupon WELCOME10 disabled.');
    expect(await welcome.textContent()).toContain('Disabled');
    expect(await seriousViolations(admin)).toEqual([]);
    await shot(admin, 'promotions-1366');
    await admin.close();
  });

  it('works on a phone and by keyboard', async () => {
    const phone = await signIn(platform, { width: 390, height: 844 });
    await phone.goto(`${platform.url}/admin/games`);
    await phone.getByRole('link', { name: 'Results', exact: true }).focus();
    await phone.keyboard.press('Enter');
    await expect.poll(() => path(phone), { timeout: 10_000 }).toBe('/admin/games/results');
    await expect
      .poll(() => phone.locator(`[data-result="${game.gameInstanceId}"]`).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone)).toEqual([]);
    await shot(phone, 'results-390');
    breathe();
    await phone.goto(`${platform.url}/admin/games/results/${game.gameInstanceId}`);
    await expect
      .poll(() => phone.getByTestId('result-seed').textContent(), { timeout: 10_000 })
      .toBe(evidence.seed);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'result-390');
    await phone.getByRole('link', { name: 'Instant pools', exact: true }).focus();
    await phone.keyboard.press('Enter');
    await expect.poll(() => phone.locator(`[data-game="${CASH_WORD}"]`).count(), { timeout: 10_000 }).toBe(1);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone)).toEqual([]);
    await shot(phone, 'pools-390');
    breathe();
    await phone.goto(`${platform.url}/admin/games/instant/${CASH_WORD}`);
    await expect
      .poll(() => phone.locator('[data-testid=pools-table] tbody tr').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'pool-game-390');
    breathe();
    await phone.goto(`${platform.url}/admin/games/bingo`);
    await expect.poll(() => phone.locator('[data-room="501"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'bingo-390');
    breathe();
    await phone.goto(`${platform.url}/admin/games/promotions`);
    await expect.poll(() => phone.locator('[data-coupon="WELCOME10"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'promotions-390');
    await phone.close();
  });
});
