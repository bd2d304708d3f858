// The abuse limits hold across server processes (issue 36): two servers on one PostgreSQL database
// and one Redis count one support-case limit per address and one pending-form limit per email
// between them, and one login limit per account, however the calls are spread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import type { RunningServer } from '../../../server/app';
import { canRunTwoServers, startTwoServers, type TwoServers } from '../support/twoServers';
import { httpCall } from '../support/wire';

describe.skipIf(!canRunTwoServers)('abuse limits shared by two servers', () => {
  let servers: TwoServers;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    servers = await startTwoServers('limits');
    ({ a, b } = servers);
  });
  afterAll(() => servers?.close());

  const call = (server: RunningServer, name: string, params: unknown) =>
    httpCall(server.url, name, params, { endpoint: 'anon' }).then((r) => r.body);

  it('counts support cases per address on both servers together', async () => {
    const form = (email: string) => ({
      memberId: 1,
      name: 'Sam',
      email,
      category: 'general',
      subject: 'Hello',
      message: 'Hi there',
    });
    const answers = await Promise.all(
      ['x+1@example.test', 'x+2@example.test', 'X+3@example.test', 'x+4@example.test'].map((email, i) =>
        call(i % 2 ? a : b, 'createSupportCase', form(email)),
      ),
    );
    const ids = answers.map((r) => (r as { result: number }).result);
    expect(ids.filter((id) => id > 0)).toHaveLength(3);
    expect(ids.filter((id) => id === -1)).toHaveLength(1);
  });

  it('counts new pending forms per email on both servers together', async () => {
    const form = {
      emailAddress: 'guest@example.test',
      formType: 'oneClickCheckout',
      formIndex: 0,
      formData: '{}',
      formCompleted: false,
      memberId: 1,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(i % 2 ? a : b, 'postPendingForm', form)),
    );
    expect(answers.filter((r) => r.ok)).toHaveLength(5);
    expect(answers.filter((r) => !r.ok)).toEqual(
      Array(3).fill(
        expect.objectContaining({ fault: expect.objectContaining({ code: 'Server.RateLimited' }) }),
      ),
    );
  });

  it('counts login attempts per account on both servers together', async () => {
    const attempt = (i: number) =>
      call(i % 2 ? a : b, 'login', { memberId: 1, username: 'no_such_player', password: 'wrong-1' });
    const answers = await Promise.all(Array.from({ length: 13 }, (_, i) => attempt(i)));
    const codes = answers.map((r) => (r.ok ? 'ok' : r.fault.code));
    // The account's 10 a minute between both servers; the rest refused before any password check.
    expect(codes.filter((code) => code === FaultCode.IncorrectCredentials)).toHaveLength(10);
    expect(codes.filter((code) => code === FaultCode.RateLimited)).toHaveLength(3);
  });
});
