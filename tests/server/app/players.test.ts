import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import { startTestServer } from '../support/testServer';
import { mailedToken } from '../support/outbox';
import { WsClient, httpCall } from '../support/wire';

const resultOf = <T>(reply: { body: unknown }): T => {
  const body = reply.body as { ok: boolean; result?: T; fault?: unknown };
  if (!body.ok) throw new Error(`call failed: ${JSON.stringify(body.fault)}`);
  return body.result as T;
};

describe('players end to end over HTTP and WebSocket', () => {
  let server: RunningServer;
  const sockets: WsClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ dev: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('registers, confirms the email from the outbox, completes the full registration and logs in again', async () => {
    const username = `e2e${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const registered = await httpCall(
      server.url,
      'playerRegistration',
      { memberId: 1, username, email, password: 'abc123', country: 'US', termsAccepted: true },
      { endpoint: 'anon' },
    );
    const { playerId } = resultOf<{ playerId: number }>(registered);

    const token = await mailedToken(server.url, email);
    expect(
      resultOf(await httpCall(server.url, 'submitEmailConfirmation', { token }, { endpoint: 'anon' })),
    ).toBe(1);

    const login = await httpCall(
      server.url,
      'login',
      { memberId: 1, username, password: 'abc123' },
      { endpoint: 'anon' },
    );
    const { player } = resultOf<{
      player: { verification: { playerSegment: string; emailVerified: boolean } };
    }>(login);
    expect(player.verification).toMatchObject({ playerSegment: 'B', emailVerified: true });

    const full = await httpCall(
      server.url,
      'playerRegistrationFull',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthdate: '1990-12-10',
        country: 'US',
        state: 'NY',
        city: 'New York',
        address: '1 Broadway',
        postalCode: '10001',
      },
      { token: login.token },
    );
    expect(resultOf(full)).toMatchObject({
      player: {
        id: playerId,
        details: { firstName: 'Ada', primaryAddressState: 'NY' },
        verification: { playerSegment: 'C' },
      },
    });

    expect(resultOf(await httpCall(server.url, 'logout', {}, { token: login.token }))).toEqual({});
    const again = await httpCall(
      server.url,
      'login',
      { memberId: 1, username: email, password: 'abc123' },
      { endpoint: 'anon' },
    );
    expect(resultOf(again)).toMatchObject({
      player: { id: playerId, verification: { playerSegment: 'C', emailVerified: true } },
    });
  });

  it('answers the full registration with the required fields of the site', async () => {
    const username = `req${Date.now().toString(36)}`;
    await httpCall(
      server.url,
      'playerRegistration',
      { memberId: 1, username, password: 'abc123', country: 'US', termsAccepted: 1 },
      { endpoint: 'anon' },
    );
    const login = await httpCall(
      server.url,
      'login',
      { memberId: 1, username, password: 'abc123' },
      { endpoint: 'anon' },
    );
    const reply = await httpCall(
      server.url,
      'playerRegistrationFull',
      { country: 'US', state: 'XX' },
      { token: login.token },
    );
    // Site 1 overrides gender to 0, so it is not required; the province is, as the US has a list.
    expect(reply.body).toMatchObject({
      ok: false,
      fault: {
        code: 'Server.Validation',
        detail: {
          firstName: 'registration.quick.errors.required',
          lastName: 'registration.quick.errors.required',
          birthdate: 'registration.quick.errors.required',
          state: 'registration.quick.errors.state',
          city: 'registration.quick.errors.required',
          address: 'registration.quick.errors.required',
          postalCode: 'registration.quick.errors.required',
        },
      },
    });
    expect((reply.body as { fault: { detail: Record<string, string> } }).fault.detail).not.toHaveProperty(
      'gender',
    );
  });

  it('resets a password with the link from the outbox', async () => {
    const username = `rst${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    await httpCall(
      server.url,
      'playerRegistration',
      { memberId: 1, username, email, password: 'abc123', country: 'US', termsAccepted: true },
      { endpoint: 'anon' },
    );
    expect(
      resultOf(
        await httpCall(
          server.url,
          'requestResetPassword',
          { memberId: 1, usernameOrEmail: email },
          { endpoint: 'anon' },
        ),
      ),
    ).toBe(1);
    const token = await mailedToken(server.url, email);
    expect(resultOf(await httpCall(server.url, 'checkToken', { token }, { endpoint: 'anon' }))).toBe(1);
    expect(
      resultOf(
        await httpCall(server.url, 'resetPassword', { token, newPassword: 'reset77' }, { endpoint: 'anon' }),
      ),
    ).toBe(1);
    const old = await httpCall(
      server.url,
      'login',
      { memberId: 1, username, password: 'abc123' },
      { endpoint: 'anon' },
    );
    expect(old.body).toMatchObject({ ok: false, fault: { code: '103' } });
    const fresh = await httpCall(
      server.url,
      'login',
      { memberId: 1, username, password: 'reset77' },
      { endpoint: 'anon' },
    );
    expect(fresh.body).toMatchObject({ ok: true });
  });

  it('tells the first socket it was logged in from another place and drops its session', async () => {
    const login = { memberId: 1, username: 'demo', password: 'demo1234' };
    const first = (await WsClient.connect(server.url)).client;
    const second = (await WsClient.connect(server.url)).client;
    sockets.push(first, second);
    const firstLogin = await first.call('login', login, false);
    const playerId = (firstLogin as { result: { player: { id: number } } }).result.player.id;
    expect(await first.sub(`cashier.${playerId}`)).toMatchObject({ ok: true });

    expect(await second.call('login', login, false)).toMatchObject({ ok: true });
    const [push] = await first.waitForPushes(1);
    expect(push).toMatchObject({
      t: 'push',
      event: 'loginFromAnotherPlace',
      data: { at: expect.any(Number) },
    });
    expect(await first.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
    expect(await second.call('loadPlayer', {}, true)).toMatchObject({
      ok: true,
      result: { player: { id: playerId } },
    });
    expect(second.pushes).toHaveLength(0);
  });

  it('tells an HTTP-polling client its session was taken over, then that it was banned', async () => {
    const username = `poll${Date.now().toString(36)}`;
    await httpCall(
      server.url,
      'playerRegistration',
      { memberId: 1, username, password: 'abc123', country: 'US', termsAccepted: true },
      { endpoint: 'anon' },
    );
    const creds = { memberId: 1, username, password: 'abc123' };
    const first = await httpCall(server.url, 'login', creds, { endpoint: 'anon' });
    const playerId = resultOf<{ player: { id: number } }>(first).player.id;
    const poll = (token: string | null) =>
      httpCall(server.url, 'poll', { topics: [`cashier.${playerId}`], after: 0 }, { token });
    expect((await poll(first.token)).body).toMatchObject({ ok: true, result: { pushes: [] } });

    const second = await httpCall(server.url, 'login', creds, { endpoint: 'anon' });
    expect((await poll(first.token)).body).toMatchObject({
      ok: true,
      result: { pushes: [{ event: 'loginFromAnotherPlace', data: { at: expect.any(Number) } }] },
    });
    expect((await httpCall(server.url, 'loadPlayer', {}, { token: first.token })).body).toMatchObject({
      ok: false,
      fault: { code: '101' },
    });

    await server.services.players.setBanned(playerId, true);
    expect((await poll(second.token)).body).toMatchObject({
      ok: true,
      result: { pushes: [{ event: 'banned' }] },
    });
    await server.services.players.setBanned(playerId, false);
    // A plain logout ends quietly: the next poll is the usual 101.
    const third = await httpCall(server.url, 'login', creds, { endpoint: 'anon' });
    await httpCall(server.url, 'logout', {}, { token: third.token });
    expect((await poll(third.token)).body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('force-logs a banned player out of the socket with the banned push', async () => {
    const username = `ban${Date.now().toString(36)}`;
    await httpCall(
      server.url,
      'playerRegistration',
      { memberId: 1, username, password: 'abc123', country: 'US', termsAccepted: true },
      { endpoint: 'anon' },
    );
    const { client } = await WsClient.connect(server.url);
    sockets.push(client);
    const login = await client.call('login', { memberId: 1, username, password: 'abc123' }, false);
    const playerId = (login as { result: { player: { id: number } } }).result.player.id;
    expect(await server.services.players.setBanned(playerId, true)).toBe(true);
    const [push] = await client.waitForPushes(1);
    expect(push).toMatchObject({ t: 'push', event: 'banned' });
    expect(await client.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
    const again = await httpCall(
      server.url,
      'login',
      { memberId: 1, username, password: 'abc123' },
      { endpoint: 'anon' },
    );
    expect(again.body).toMatchObject({ ok: false, fault: { code: '106' } });
  });
});
