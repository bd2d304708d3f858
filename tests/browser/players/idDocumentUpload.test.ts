import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { startPlatform, type Platform } from '../support/platform';
import { logIn } from './support';

// /account/verification uploads the document over HTTP (it is far larger than the 64 KiB RPC
// envelope) and the server stores it with the request; a wrong file is refused in the page. An
// operator then reviews it in the console, and the player's open page shows the decision.
describe('identity document upload in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('sends a 300 KB photo of the document, refuses a text file before sending, and shows the review', async () => {
    const seed = platform.server.services.config.seed.players.find((p) => p.memberId === 1)!;
    const stored = () =>
      platform.server.services.db.query<{ document_mime: string; size: number; document_number: string }>(
        `SELECT r.document_mime, length(r.document) AS size, r.document_number
         FROM verification_requests r JOIN players p ON p.id = r.player_id WHERE p.username = $1`,
        [seed.username],
      );
    // The demo seed verifies the demo player (so the demo can cash out): start from a new player's state.
    await platform.server.services.db.query(
      `UPDATE players SET verification = verification - 'idVerified' - 'addressVerified' WHERE username = $1`,
      [seed.username],
    );
    const page = await platform.newPage('/?login=true');
    await logIn(page, seed.username, seed.password);
    await page.goto(`${platform.url}/account/verification`);

    await page.getByTestId('verification-document-number').fill('X1234567');
    await page.getByTestId('verification-document-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await page.getByTestId('verification-submit').click();
    await expect
      .poll(() => page.getByTestId('verification-id-status').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('error');
    expect(await stored()).toEqual([]);

    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300_000)]);
    await page.getByTestId('verification-document-file').setInputFiles({
      name: 'passport.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByTestId('verification-submit').click();
    await expect
      .poll(() => page.getByTestId('verification-id-status').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('true');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ document_mime: 'image/jpeg', document_number: 'X1234567' });
    expect(Number(rows[0].size)).toBe(photo.length);
    expect(await page.getByTestId('verification-id').getAttribute('data-verified')).toBe('false');

    // A compliance officer reviews it in the console; the player's open page hears the decision.
    const admin = await platform.newPage('/admin');
    await admin.getByLabel('Username').fill('admin');
    await admin.getByLabel('Password', { exact: true }).fill('admin1234');
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: 'Verification', exact: true }).click();
    const row = admin.locator('[data-testid=verification-table] tbody tr', { hasText: seed.username });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('Passport');
    await row.getByRole('button', { name: 'Review' }).click();
    const review = admin.getByTestId('verification-review');
    // The very bytes the player sent, shown as an image.
    await expect
      .poll(() =>
        admin
          .getByTestId('verification-document')
          .evaluate((img: HTMLImageElement) => img.src.startsWith('blob:')),
      )
      .toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    await review.getByLabel('Reason (kept in the audit log)').fill('Photo and number match the account');
    await review.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => admin.getByTestId('verification-notice').textContent()).toContain(`accepted`);
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('verification-id').getAttribute('data-verified'), { timeout: 10_000 })
      .toBe('true');
    await admin.close();
    await page.close();
  });
});
