import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanKeyOf, type DrawEvidence, type TicketEvidenceFile } from '../../../protocol/fairness';
import { webSha256 } from '../../../protocol/instant/sha256';
import { PYTHON_VERIFIER } from '../../protocol/fairness/fixtures';
import { drawTamperings, ticketTamperings } from '../../protocol/fairness/tamper';
import {
  buySpinnerTickets,
  driveDraw,
  evidenceOf,
  login,
  openDrawWithAPlay,
  SPINNER,
} from '../../server/support/fairPlay';
import { expectPageError } from '../support/pageErrors';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';

/**
 * Issue 33, done when: a draw and an instant pool played to the end over the real server, their
 * evidence downloaded and verified by the CLI, the Python verifier, the /verify page (network
 * cut) and verify.html opened from disk; then one digit of the seed, a drawn number, the
 * commitment, a ticket's prize and a proof node changed in turn, each refused naming its step.
 */
const run = promisify(execFile);

async function exitOf(cmd: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(cmd, args, { timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

/** Pastes the evidence, checks it, and answers the failed step ('' when verified) and completeness. */
async function checkInPage(page: Page, evidence: unknown): Promise<{ failed: string; complete: string }> {
  await page.getByTestId('verify-input').fill(JSON.stringify(evidence));
  await page.getByTestId('verify-submit').click();
  const verdict = page.getByTestId('verify-verdict');
  await verdict.waitFor({ timeout: 30_000 });
  return {
    failed: (await verdict.getAttribute('data-failed-step')) ?? '?',
    complete: (await verdict.getAttribute('data-complete')) ?? '?',
  };
}

describe('fair play anyone can check', () => {
  let platform: Platform;
  const clock = adjustableClock();
  const dir = mkdtempSync('/tmp/fair-e2e-');
  let draw: DrawEvidence;
  let ticket: TicketEvidenceFile;
  let history: unknown;
  let cases: { name: string; evidence: unknown; step: string }[];

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    const url = platform.url;
    const demo = await login(url, 1, 'demo', 'demo1234');
    const game = await openDrawWithAPlay(url, demo);
    await driveDraw(platform.server, game, (at) => clock.advance(Math.max(0, at - clock.now())), 'ended');
    draw = (await evidenceOf(url, `draw/${game.gameInstanceId}`)).body;
    const [bought] = await buySpinnerTickets(demo, 3);
    await platform.server.services.instant.retire(SPINNER);
    const key = await scanKeyOf(bought.salt, webSha256());
    ticket = (await evidenceOf(url, `ticket/${bought.ticketId}?key=${key}`)).body;
    history = await demo('getInstantTicketHistory', {});
    cases = [
      ...drawTamperings(draw).map((t) => ({ name: t.what, evidence: t.evidence, step: t.step })),
      ...ticketTamperings(ticket).map((t) => ({ name: t.what, evidence: t.evidence, step: t.step })),
    ];
    writeFileSync(join(dir, 'draw.json'), JSON.stringify(draw));
    writeFileSync(join(dir, 'ticket.json'), JSON.stringify(ticket));
    writeFileSync(join(dir, 'history.json'), JSON.stringify(history));
    cases.forEach((c, i) => writeFileSync(join(dir, `tampered-${i}.json`), JSON.stringify(c.evidence)));
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('the CLI and the Python verifier pass the evidence and name the step of each change', async () => {
    expect(draw).toMatchObject({ status: 'ENDED', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(ticket.pool.seed).toMatch(/^[0-9a-f]{64}$/);
    const genuine = ['draw', 'ticket', 'history'].map((f) => join(dir, `${f}.json`));
    const cli = await exitOf('npx', ['tsx', 'scripts/verify.ts', ...genuine]);
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toContain('ok      draws:');
    expect(cli.out).toContain('ok      ticket ');
    for (const f of genuine) expect((await exitOf('python3', [PYTHON_VERIFIER, f])).code).toBe(0);
    const refusals = await Promise.all(
      cases.map(async (c, i) => {
        const file = join(dir, `tampered-${i}.json`);
        const [byCli, byPython] = await Promise.all([
          exitOf('npx', ['tsx', 'scripts/verify.ts', file]),
          exitOf('python3', [PYTHON_VERIFIER, file]),
        ]);
        return {
          name: c.name,
          cli: [byCli.code, byCli.out.includes(`FAILED at step "${c.step}"`)],
          python: [byPython.code, byPython.out.includes(`"${c.step}"`)],
        };
      }),
    );
    for (const r of refusals) expect(r).toEqual({ name: r.name, cli: [1, true], python: [1, true] });
  }, 180_000);

  it('/verify checks in the page with the network to the server cut', async () => {
    expectPageError(/WebSocket connection to .* failed/, 'the network is cut on purpose');
    expectPageError(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource: net::/, 'offline on purpose');
    const page = await platform.newPage('/verify');
    await page.getByTestId('verify-page').waitFor({ timeout: 30_000 });
    // One check online first: the page's fonts for a verdict load then (assets, not the check).
    await checkInPage(page, draw);
    await page.context().setOffline(true);
    const requests: string[] = [];
    page.on('request', (r) => void requests.push(r.url()));
    for (const evidence of [draw, ticket, history])
      expect(await checkInPage(page, evidence)).toEqual({ failed: '', complete: 'true' });
    for (const c of cases)
      expect({ name: c.name, ...(await checkInPage(page, c.evidence)) }).toMatchObject({
        name: c.name,
        failed: c.step,
      });
    expect(new URL(page.url()).pathname).toBe('/verify');
    expect(requests).toEqual([]);
    await page.close();
  }, 120_000);

  it('verify.html saved and opened from disk checks the same, and may connect to nothing', async () => {
    const response = await fetch(`${platform.url}/verify.html`);
    expect(response.headers.get('content-security-policy')).toMatch(
      /default-src 'none'; script-src 'sha256-/,
    );
    const file = join(dir, 'verify.html');
    writeFileSync(file, await response.text());
    const page = await platform.browser.newPage();
    await page.context().setOffline(true);
    await page.goto(`file://${file}`);
    await page.getByTestId('verify-page').waitFor({ timeout: 10_000 });
    await page.getByTestId('verify-file').setInputFiles(join(dir, 'draw.json'));
    await expect.poll(() => page.getByTestId('verify-verdict').getAttribute('data-complete')).toBe('true');
    for (const evidence of [ticket, history])
      expect(await checkInPage(page, evidence)).toEqual({ failed: '', complete: 'true' });
    for (const c of cases)
      expect({ name: c.name, ...(await checkInPage(page, c.evidence)) }).toMatchObject({
        name: c.name,
        failed: c.step,
      });
    await page.close();
  }, 120_000);

  it('the game-over page shows the commitment and the seed, verifies in the page and downloads the evidence', async () => {
    const page = await platform.newPage(`/gameOverLottery?id=${draw.gameInstanceId}`);
    await expect
      .poll(() => page.getByTestId('fairness-seed').textContent(), { timeout: 30_000 })
      .toBe(draw.seed);
    expect(await page.getByTestId('fairness-commitment').textContent()).toBe(draw.commitment!.seedHash);
    await page.getByTestId('fairness-verify').click();
    await expect.poll(() => page.getByTestId('verify-verdict').getAttribute('data-complete')).toBe('true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('fairness-download').click(),
    ]);
    const saved = join(dir, 'downloaded.json');
    await download.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual(draw);
    await page.close();
  }, 120_000);
});
