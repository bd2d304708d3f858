// Uncaught client errors (issue 34): a page reports them with reportClientError; the server masks
// anything that might name a player, counts repeats in one row, limits reports per client address,
// and operators read them per site with listClientErrors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientErrorListing } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

describe('client error reports', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    admin = await operatorLogin(server.url, 'admin', 'admin1234');
  }, 120_000);
  afterAll(() => stop?.());

  const report = (params: object) =>
    httpCall(server.url, 'reportClientError', params, { endpoint: 'anon' }).then((r) => r.body);
  const list = (params: object, token = admin) =>
    operatorOk<{ total: number; errors: ClientErrorListing[] }>(
      server.url,
      'listClientErrors',
      params,
      token,
    );

  it('stores a report scrubbed of personal data, and counts a repeat in the same row', async () => {
    const params = {
      memberId: 1,
      kind: 'error',
      message: 'Cannot read properties of undefined: player jane.doe@example.com card 4111 1111 1111 1111',
      stack:
        'TypeError: boom\n    at render (https://site.test/assets/app.js?token=abcdef0123456789abcdef0123456789:1:2)',
      route: '/pick/42?id=981&email=jane.doe@example.com#top',
    };
    expect(await report(params)).toMatchObject({ ok: true, result: 1 });
    expect(await report(params)).toMatchObject({ ok: true, result: 1 });
    const { errors } = await list({ siteId: 1 });
    expect(errors).toHaveLength(1);
    const [stored] = errors;
    expect(stored).toMatchObject({ siteId: 1, kind: 'error', count: 2, route: '/pick/[id]' });
    expect(stored.message).toBe('Cannot read properties of undefined: player [email] card [number]');
    expect(stored.stack).not.toContain('abcdef0123456789');
    expect(JSON.stringify(stored)).not.toMatch(/jane|4111|981/);
  });

  it('refuses bad input with a validation fault and stores nothing', async () => {
    const before = (await list({})).total;
    const answer = await report({ memberId: 1, kind: 'crash', message: 'x', route: '/' });
    expect(answer).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    expect(await report({ memberId: 1, kind: 'error', message: 'y'.repeat(501), route: '/' })).toMatchObject({
      ok: false,
    });
    expect((await list({})).total).toBe(before);
  });

  it('answers 0 and stores nothing past the per-address limit', async () => {
    const answers = [];
    for (let i = 0; i < 22; i++)
      answers.push(await report({ memberId: 2, kind: 'rejection', message: `failure ${i}`, route: '/' }));
    // 20 an hour from one address on a site.
    expect(answers.filter((a) => a.ok && a.result === 1)).toHaveLength(20);
    expect(answers.filter((a) => a.ok && a.result === 0)).toHaveLength(2);
    expect((await list({ siteId: 2 })).total).toBe(20);
  });

  it('shows an operator the errors of their own sites only', async () => {
    const siteTwo = await operatorWith(server, 'support', [2]);
    const seen = await list({}, siteTwo.token);
    expect(seen.errors.every((e) => e.siteId === 2)).toBe(true);
    expect(seen.total).toBe(20);
    const refused = await operatorCall(server.url, 'listClientErrors', { siteId: 1 }, siteTwo.token);
    expect(refused).toMatchObject({ ok: false });
  });
});
