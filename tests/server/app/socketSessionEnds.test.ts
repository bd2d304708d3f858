import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { mailedToken } from '../support/outbox';
import { WsClient, httpCall } from '../support/wire';

/**
 * A socket's calls reuse the session looked up a moment before (server/domain/sessions/
 * recentSessions.ts). Every way a session ends must still stop the next call of every socket
 * bound to it at once, not after the re-check time.
 */
describe('a session ended elsewhere stops the next call of every socket bound to it', () => {
  let server: RunningServer;
  const sockets: WsClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ dev: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  async function socketWith(token: string): Promise<WsClient> {
    const { client, welcome } = await WsClient.connect(server.url, token);
    sockets.push(client);
    expect(welcome).toMatchObject({ authenticated: true });
    return client;
  }

  /** A logged-in player of its own: its token, and a socket whose last call looked the session up. */
  async function playerWithSocket(login = DEMO_LOGIN): Promise<{ token: string; socket: WsClient }> {
    const reply = await httpCall(server.url, 'login', login, { endpoint: 'anon' });
    expect(reply.body).toMatchObject({ ok: true });
    const token = reply.token!;
    const socket = await socketWith(token);
    expect(await socket.call('loadPlayer', {}, true)).toMatchObject({ ok: true });
    return { token, socket };
  }

  async function registered(username: string, email?: string) {
    const reply = await httpCall(
      server.url,
      'playerRegistration',
      { memberId: 1, username, email, password: 'abc123', country: 'US', termsAccepted: true },
      { endpoint: 'anon' },
    );
    expect(reply.body).toMatchObject({ ok: true });
    return { memberId: 1, username, password: 'abc123' };
  }

  it('keeps answering a live session from its recent look-up', async () => {
    const { socket } = await playerWithSocket();
    for (let i = 0; i < 3; i++)
      expect(await socket.call('loadPlayer', {}, true)).toMatchObject({
        ok: true,
        result: expect.anything(),
      });
  });

  it('logout on another connection', async () => {
    const { token, socket } = await playerWithSocket();
    expect((await httpCall(server.url, 'logout', {}, { token })).body).toMatchObject({ ok: true });
    expect(await socket.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('logout on another socket of the same session', async () => {
    const { token, socket } = await playerWithSocket();
    const other = await socketWith(token);
    expect(await other.call('logout', {}, true)).toMatchObject({ ok: true });
    expect(await socket.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('a time-out the player sets on another connection', async () => {
    const login = await registered(`to${Date.now().toString(36)}`);
    const { token, socket } = await playerWithSocket(login);
    const until = Date.now() + 2 * 86_400_000;
    expect((await httpCall(server.url, 'updateTimeout', { until }, { token })).body).toMatchObject({
      ok: true,
    });
    expect(await socket.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('a password reset', async () => {
    const username = `pr${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const login = await registered(username, email);
    const { socket } = await playerWithSocket(login);
    await httpCall(
      server.url,
      'requestResetPassword',
      { memberId: 1, usernameOrEmail: email },
      { endpoint: 'anon' },
    );
    const key = await mailedToken(server.url, email);
    const reset = await httpCall(
      server.url,
      'resetPassword',
      { token: key, newPassword: 'reset77' },
      { endpoint: 'anon' },
    );
    expect(reset.body).toMatchObject({ ok: true, result: 1 });
    expect(await socket.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('a ban by the operator', async () => {
    const login = await registered(`bn${Date.now().toString(36)}`);
    const { socket } = await playerWithSocket(login);
    const player = await socket.call('loadPlayer', {}, true);
    const playerId = (player as { result: { player: { id: number } } }).result.player.id;
    expect(await server.services.players.setBanned(playerId, true)).toBe(true);
    expect(await socket.call('loadPlayer', {}, true)).toMatchObject({ ok: false, fault: { code: '101' } });
  });
});
