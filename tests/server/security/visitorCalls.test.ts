// Finding: two calls about the session's own player answered visitors (getLastVerificationRequest
// with null, requestEmailConfirmation with 1). Over the real wire, on the open endpoint a visitor
// uses, both now answer the spec's 101, and a visitor's getGamePlayers carries no private names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';
import { FakeClock } from '../domain/support/fakeClock';

describe('calls a visitor makes without a session', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // A still clock at a round hour: the instance joined below cannot close mid-test.
    server = await startTestServer({ clock: new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0)) });
  });
  afterAll(() => server?.close());

  it.each([
    ['getLastVerificationRequest', {}],
    ['requestEmailConfirmation', {}],
    ['requestEmailConfirmation', { email: 'demo@drawhall.test', memberId: 1 }],
  ])('%s %j answers 101 (not logged in)', async (call, params) => {
    const reply = await httpCall(server.url, call, params, { endpoint: 'anon' });
    expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('getGamePlayers gives a visitor screen names only', async () => {
    await server.services.engine.tick();
    const login = await httpCall(server.url, 'login', DEMO_LOGIN, { endpoint: 'anon' });
    const token = login.token!;
    const games = await httpCall(
      server.url,
      'getFilteredGames',
      { filter: { memberId: 1, gameId: 102 } },
      { token },
    );
    const { gameInstanceId } = (games.body as { result: { games: { gameInstanceId: number }[] } }).result
      .games[0];
    const join = await httpCall(
      server.url,
      'joinGame',
      {
        gameId: 102,
        gameInstanceId,
        userPlays: ['1,2,3,4,5'],
        userPlaysCount: 1,
        currencyId: 'USD',
        joinKey: 'visitor-names-1',
      },
      { token },
    );
    expect(join.body).toMatchObject({ ok: true });
    const reply = await httpCall(server.url, 'getGamePlayers', { gameInstanceId }, { endpoint: 'anon' });
    expect(reply.body).toMatchObject({ ok: true, result: [{ screenName: 'Demo Player' }] });
    const players = (reply.body as { result: Record<string, unknown>[] }).result;
    for (const player of players) expect(Object.keys(player)).toEqual(['screenName']);
    expect(JSON.stringify(players)).not.toMatch(/firstName|lastName|username|"demo"/);
  });
});
