import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PYTHON_VERIFIER } from '../../protocol/fairness/fixtures';
import { scanKeyOf, verifyEvidence } from '../../../protocol/fairness';
import { webSha256 } from '../../../protocol/instant/sha256';
import type { RunningServer } from '../../../server/app';
import {
  buySpinnerTickets,
  driveDraw,
  evidenceOf,
  login,
  openDrawWithAPlay,
  SPINNER,
} from '../support/fairPlay';
import { startTestServer } from '../support/testServer';

const BASE = Date.UTC(2030, 0, 1, 12, 0, 0);
const hash = webSha256();

describe('GET /api/evidence', () => {
  let server: RunningServer;
  let now = BASE;

  beforeAll(async () => {
    server = await startTestServer({ clock: { now: () => now }, startEngine: true });
  }, 120_000);
  afterAll(() => server?.close());

  it("answers a draw's commitment before the draw, never its seed, then the evidence that verifies", async () => {
    const game = await openDrawWithAPlay(server.url, await login(server.url, 1, 'demo', 'demo1234'));
    const path = `draw/${game.gameInstanceId}`;
    const open = await evidenceOf(server.url, path);
    expect(open.status).toBe(200);
    // The API profile of the security headers: JSON, never a document, not cached.
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    expect(open.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(open.headers.get('cache-control')).toBe('no-store');
    expect(open.body).toMatchObject({ status: 'OPEN', commitment: null, seed: null, draws: null });
    await driveDraw(server, game, (at) => (now = Math.max(now, at)), 'closed');
    const closed = (await evidenceOf(server.url, path)).body;
    expect(closed.commitment.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(closed.commitment.committedAt).toBeGreaterThanOrEqual(game.registrationEndTime);
    expect(closed).toMatchObject({ seed: null, draws: null });
    expect(JSON.stringify(closed)).not.toContain('"seed":"');
    expect(await verifyEvidence(closed, hash)).toMatchObject({ ok: true, complete: false });
    await driveDraw(server, game, (at) => (now = Math.max(now, at)), 'ended');
    const ended = (await evidenceOf(server.url, path)).body;
    expect(ended.commitment.seedHash).toBe(closed.commitment.seedHash);
    expect(ended.rules).toEqual({ kind: 'balls', drawRange: 35, count: 5, drawRange2nd: 0, count2nd: 0 });
    const report = await verifyEvidence(ended, hash);
    expect(report, JSON.stringify(report.steps)).toMatchObject({ ok: true, complete: true });
    // The independent Python verifier agrees on this fresh draw.
    const file = join(mkdtempSync('/tmp/fair-draw-'), 'draw.json');
    writeFileSync(file, JSON.stringify(ended));
    const { stdout } = await promisify(execFile)('python3', [PYTHON_VERIFIER, file]);
    expect(stdout).toContain('VERIFIED');
    expect((await evidenceOf(server.url, 'draw/999999')).status).toBe(404);
    expect((await evidenceOf(server.url, 'draw/x1')).status).toBe(400);
  }, 120_000);

  it('answers a ticket to its owner or its scan key only, and the prizes left agree with the revealed pool', async () => {
    const demo = await login(server.url, 1, 'demo', 'demo1234');
    const [ticket] = await buySpinnerTickets(demo, 2);
    const path = `ticket/${ticket.ticketId}`;
    const history = await demo<{ tokenless?: never }>('getInstantTicketHistory', {});
    expect(history).toMatchObject({ pools: [{ pool: { gameId: SPINNER, poolNo: 1, seed: null } }] });
    expect(await verifyEvidence(history, hash)).toMatchObject({ ok: true, complete: false });
    const key = await scanKeyOf(ticket.salt, hash);

    expect((await evidenceOf(server.url, path)).status).toBe(404);
    const lucky = await httpToken(server.url);
    expect((await evidenceOf(server.url, path, { 'x-auth-token': lucky })).status).toBe(404);
    expect((await evidenceOf(server.url, `${path}?key=${'0'.repeat(20)}`)).status).toBe(404);
    expect((await evidenceOf(server.url, `${path}?key=nothex`)).status).toBe(400);
    const byKey = await evidenceOf(server.url, `${path}?key=${key}`);
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({
      ticketId: ticket.ticketId,
      pool: { seed: null, status: 'selling' },
      progress: { sold: 2, ticketsLeft: 9_998 },
    });
    expect(await verifyEvidence(byKey.body, hash)).toMatchObject({ ok: true, complete: false });

    await server.services.instant.retire(SPINNER);
    const revealed = (await evidenceOf(server.url, `${path}?key=${key}`)).body;
    expect(revealed.pool).toMatchObject({ status: 'retired', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const report = await verifyEvidence(revealed, hash);
    expect(report, JSON.stringify(report.firstFailure)).toMatchObject({ ok: true, complete: true });
    expect(report.steps.map((s) => s.step)).toContain('prizes-left');
    const saved = await demo('getInstantTicketHistory', {});
    expect(await verifyEvidence(saved, hash)).toMatchObject({ ok: true, complete: true });
  }, 120_000);
});

async function httpToken(url: string): Promise<string> {
  const { httpCall } = await import('../support/wire');
  const reply = await httpCall(
    url,
    'login',
    { memberId: 2, username: 'lucky', password: 'lucky1234' },
    { endpoint: 'anon' },
  );
  return reply.token!;
}
