import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decode, encode } from '../../../protocol/codec';
import type { Dashboard, OperatorLiveServerFrame } from '../../../protocol/operator/calls';
import { OPERATOR_LIVE_PATH } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorWith, playerOn, startBackOfficeServer } from './support';

/** A socket on the live path, its frames as they arrive, and how it closed. */
function liveSocket(url: string) {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + OPERATOR_LIVE_PATH);
  const frames: OperatorLiveServerFrame[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => frames.push(decode(data as Buffer)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    closed,
    async send(frame: object) {
      await opened;
      socket.send(encode(frame));
    },
    close: () => socket.close(),
  };
}

const until = async <T>(read: () => T | undefined, ms = 8000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the live dashboard over /ws/operator', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
  }, 120_000);
  afterAll(() => stop?.());

  it('sends the dashboard at once, then again by itself when a figure changes', async () => {
    const admin = await operatorLogin(server.url, 'admin', 'admin1234');
    const live = liveSocket(server.url);
    await live.send({ t: 'hello', token: admin });
    await live.send({ t: 'watch', view: 'dashboard', siteId: 1 });
    const first = await until(() => live.frames.find((f) => f.t === 'dashboard'));
    if (first.t !== 'dashboard') throw new Error('not a dashboard');
    // An owner sees money: the currencies that moved this week (none yet on a fresh server).
    expect(first.figures.money).toEqual([]);
    const before = first.figures.registrationsToday;

    await playerOn(server, 1, {
      username: 'livewire',
      email: 'live@example.com',
      phone: '+15550009999',
      firstName: 'Live',
      lastName: 'Wire',
    });
    const next = await until(() =>
      live.frames.find((f) => f.t === 'dashboard' && f.figures.registrationsToday === before + 1),
    );
    expect(next.t).toBe('dashboard');
    // Nothing else changed: no frame is sent for an unchanged read.
    const count = live.frames.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(live.frames.length).toBe(count);
    live.close();
  });

  it('raises alerts for what waits too long and for failing player pages, and lowers them when dealt with', async () => {
    const admin = await operatorLogin(server.url, 'admin', 'admin1234');
    const dashboard = () =>
      operatorOk<Dashboard>(server.url, 'getDashboard', { siteId: 1 }, admin).then((d) => d.alerts);
    expect(await dashboard()).toEqual([]);
    const error = { memberId: 1, kind: 'error', message: 'boom', route: '/lobby' };
    await httpCall(server.url, 'reportClientError', error, { endpoint: 'anon' });
    await httpCall(server.url, 'reportClientError', error, { endpoint: 'anon' });
    const now = Date.now();
    await server.services.db.query(
      `INSERT INTO support_cases (member_id, player_id, name, email, category, subject, message, created_at)
       VALUES (1, NULL, 'Ann', 'ann@example.com', 'general', 'Old case', 'Still waiting', $1),
              (1, NULL, 'Bob', 'bob@example.com', 'general', 'New case', 'Just sent', $2)`,
      [now - 3 * 86_400_000, now],
    );
    expect(await dashboard()).toEqual([
      { kind: 'lateSupportCases', count: 1 },
      { kind: 'clientErrors', count: 2 },
    ]);
    // Another site's dashboard has none of it.
    expect((await operatorOk<Dashboard>(server.url, 'getDashboard', { siteId: 2 }, admin)).alerts).toEqual(
      [],
    );
    await server.services.db.query(`UPDATE support_cases SET status = 'closed' WHERE subject = 'Old case'`);
    expect((await dashboard()).map((a) => a.kind)).toEqual(['clientErrors']);
  });

  it('shows money only to the roles that read reports', async () => {
    const { token } = await operatorWith(server, 'support');
    const live = liveSocket(server.url);
    await live.send({ t: 'hello', token });
    await live.send({ t: 'watch', view: 'dashboard' });
    const frame = await until(() => live.frames.find((f) => f.t === 'dashboard'));
    expect(frame.t === 'dashboard' && frame.figures.money).toBeNull();
    live.close();
  });

  it("refuses a player's token, a site outside the scope, and closes when the operator logs out", async () => {
    const player = await httpCall(server.url, 'login', DEMO_LOGIN);
    const playerToken = (player.body as { result: { token: string } }).result.token;
    const asPlayer = liveSocket(server.url);
    await asPlayer.send({ t: 'hello', token: playerToken });
    expect(await asPlayer.closed).toBe(1008);
    expect(asPlayer.frames).toEqual([expect.objectContaining({ t: 'fault', code: '101' })]);

    const { token } = await operatorWith(server, 'operations', [2]);
    const outside = liveSocket(server.url);
    await outside.send({ t: 'hello', token });
    await outside.send({ t: 'watch', view: 'dashboard', siteId: 1 });
    expect(await outside.closed).toBe(1008);
    expect(outside.frames).toEqual([expect.objectContaining({ t: 'fault', code: 'Operator.Forbidden' })]);

    const watching = liveSocket(server.url);
    await watching.send({ t: 'hello', token });
    await watching.send({ t: 'watch', view: 'dashboard' });
    await until(() => watching.frames.find((f) => f.t === 'dashboard'));
    await operatorCall(server.url, 'operatorLogout', {}, token);
    expect(await watching.closed).toBe(1008);
    expect(watching.frames.at(-1)).toMatchObject({ t: 'fault', code: '101' });
  });

  it('refuses a watch before hello and a frame that is not MessagePack', async () => {
    const early = liveSocket(server.url);
    await early.send({ t: 'watch', view: 'dashboard' });
    expect(await early.closed).toBe(1008);
    const garbage = new WebSocket(server.url.replace(/^http/, 'ws') + OPERATOR_LIVE_PATH);
    await new Promise((r) => garbage.once('open', r));
    garbage.send(Buffer.from([0xc1]));
    expect(await new Promise((r) => garbage.once('close', (code) => r(code)))).toBe(1008);
  });
});
