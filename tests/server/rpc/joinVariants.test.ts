import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_TYPE_ORDER } from '../../../protocol/constants';
import { FaultCode } from '../../../protocol/faults';
import type { GameInstance } from '../../../protocol/types';
import type { SessionInfo } from '../../../server/ports/session';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';
import demo from '../../../config/demo.json';

// The demo seed's game types served on site 1, in the order the seed lists them.
const siteOneGameIds = demo.gameTypes.filter((g) => g.memberIds.includes(1)).map((g) => g.gameId);

// The join variants over the real dispatcher and the demo config: bets of the one-draw game 302,
// perm entries, tickets, pending joins, the register-then calls and the catalogue calls.

describe('join variants over the wire', () => {
  let rig: Rig;
  let session: SessionInfo;
  let lucky: GameInstance;
  let mega: GameInstance;

  beforeAll(async () => {
    rig = await createRig();
    await rig.services.engine.tick();
    ({ session } = await rig.login('demo', 'demo1234'));
    const open = async (gameId: number) =>
      (await rig.ok<{ games: GameInstance[] }>('getFilteredGames', { filter: { memberId: 1, gameId } }))
        .games[0];
    lucky = await open(302);
    mega = await open(102);
  });
  afterAll(() => rig.close());

  const me = () => ({ session });

  it('shows the one-draw game’s bet types in the spec order with their line prizes', async () => {
    const { gameLobby } = await rig.ok<{ gameLobby: { betTypes: { betType: string; linePrize: number }[] } }>(
      'getGameLobby',
      { gameId: 302 },
    );
    expect(gameLobby.betTypes.map((b) => b.betType)).toEqual([...BET_TYPE_ORDER]);
    expect(gameLobby.betTypes.find((b) => b.betType === 'Direct 2')).toMatchObject({
      odds: 60,
      linePrize: 60,
      minNumbers: 2,
      maxNumbers: 2,
    });
    expect(gameLobby.betTypes.find((b) => b.betType === 'Perm 3')).toMatchObject({
      minNumbers: 4,
      maxNumbers: 10,
    });
  });

  it('joinGame with a bet type and joinGamePerm sell lines at the play cost each', async () => {
    const direct = await rig.ok(
      'joinGame',
      {
        gameId: 302,
        gameInstanceId: lucky.gameInstanceId,
        userPlays: ['7,12'],
        userPlaysCount: 2, // one picked, one lucky dip
        currencyId: 'USD',
        betType: 'Direct 2',
      },
      me(),
    );
    expect(direct).toMatchObject({ exitCode: 0, joinEvent: { playerPlaysInGame: 2 } });
    const perm = await rig.ok(
      'joinGamePerm',
      {
        gameId: 302,
        gameInstanceId: lucky.gameInstanceId,
        betType: 'Perm 3',
        userPlays: ['1,2,3,4,5'],
        stake: 1,
        currencyId: 'USD',
      },
      me(),
    );
    expect(perm).toMatchObject({ exitCode: 0, joinEvent: { playerPlaysInGame: 2 + 10 } });
    const ranked = await rig.ok(
      'joinGamePerm',
      {
        gameId: 102,
        gameInstanceId: mega.gameInstanceId,
        betType: 'Perm',
        userPlays: ['1,2,3,4,5,6'], // game 102 picks 5: C(6,5) = 6 plays
        stake: mega.gamePlayCost,
        currencyId: 'USD',
      },
      me(),
    );
    expect(ranked).toMatchObject({ exitCode: 0, joinEvent: { playerPlaysInGame: 6 } });
    const bySubscription = await rig.ok(
      'joinGame',
      {
        gameId: 302,
        gameInstanceId: lucky.gameInstanceId,
        userPlays: ['7'],
        userPlaysCount: 1,
        currencyId: 'USD',
        betType: 'First Number Drop',
        subscriptions: 2,
      },
      me(),
    );
    expect(bySubscription).toMatchObject({
      exitCode: 8,
      exitDescription: expect.stringMatching(/only an ExtMulti game/), // game 302 is Ext, not ExtMulti
    });
  });

  it('purchases a ticket into the open instance, and anyone with its id and key can check it', async () => {
    const bought = await rig.ok<{
      exitCode: number;
      ticketId: string;
      secureKey: string;
      gameInstanceId: number;
    }>(
      'purchaseTicket',
      {
        ticketRequest: { gameId: 102, userPlays: ['1,2,3,4,5'], userPlaysCount: 1, currencyId: 'USD' },
        playerInfo: {
          firstName: 'Demo',
          lastName: 'Player',
          email: 'demo@example.test',
          phone: '555-0199',
          country: 'US',
        },
      },
      me(),
    );
    expect(bought).toMatchObject({ exitCode: 0, gameInstanceId: mega.gameInstanceId });
    // The buyer's details are kept with the ticket (for a reprint), never answered back.
    expect(
      await rig.services.db.query(
        'SELECT holder_first_name, holder_last_name, holder_email, holder_phone, holder_country FROM tickets WHERE id = $1',
        [bought.ticketId],
      ),
    ).toEqual([
      {
        holder_first_name: 'Demo',
        holder_last_name: 'Player',
        holder_email: 'demo@example.test',
        holder_phone: '555-0199',
        holder_country: 'US',
      },
    ]);
    expect(JSON.stringify(bought)).not.toContain('demo@example.test');
    const check = await rig.ok(
      'checkTicketStatus',
      { ticketId: bought.ticketId, secureKey: bought.secureKey },
      {
        secure: false,
      },
    );
    expect(check).toEqual({ status: 'notStarted', gameInstanceId: mega.gameInstanceId });
    expect(
      await rig.ok('checkTicketStatus', { ticketId: bought.ticketId, secureKey: 'X' }, { secure: false }),
    ).toEqual({ status: 'invalid' });
    const fault = await rig.fault('purchaseTicket', {
      ticketRequest: { gameId: 102, userPlays: [], userPlaysCount: 1, currencyId: 'USD' },
      playerInfo: { firstName: 'A', lastName: 'B', email: 'a@example.test', country: 'US' },
    });
    expect(fault.code).toBe(FaultCode.NotLoggedIn);
  });

  it('a purchase sent again under its joinKey buys nothing more and answers the same ticket with a key that checks', async () => {
    type Bought = { exitCode: number; apiTxId: string; ticketId: string; secureKey: string };
    const params = {
      ticketRequest: { gameId: 102, userPlays: ['2,4,6,8,10'], userPlaysCount: 1, currencyId: 'USD' },
      joinKey: 'paper-ticket-key-1',
      playerInfo: { firstName: 'Demo', lastName: 'Player', email: 'demo@example.test', country: 'US' },
    };
    const counts = async () => [await rig.count('plays'), await rig.count('tickets')];
    const first = await rig.ok<Bought>('purchaseTicket', params, me());
    const before = await counts();
    // The first answer was lost: the client sends the same purchase under the same key.
    const again = await rig.ok<Bought>('purchaseTicket', params, me());
    expect(await counts()).toEqual(before);
    expect(again).toMatchObject({ exitCode: 0, apiTxId: first.apiTxId, ticketId: first.ticketId });
    expect(again.secureKey).not.toBe(first.secureKey);
    const check = (secureKey: string) =>
      rig.ok<{ status: string }>(
        'checkTicketStatus',
        { ticketId: first.ticketId, secureKey },
        { secure: false },
      );
    expect((await check(again.secureKey)).status).toBe('notStarted');
    // The key no one saw no longer opens the ticket.
    expect((await check(first.secureKey)).status).toBe('invalid');
  });

  it('registers and logs in a one-click buyer, and tracks their join until they have paid', async () => {
    const before = await rig.count('players');
    expect(
      await rig.ok(
        'registerAndTrackPendingJoin',
        { ...quickRegistration(), gameId: 999, userPlays: ['1,2,3,4,5'] },
        {
          ip: freshIp(),
        },
      ),
    ).toBe(-1);
    const loggedIn = await rig.fault('registerAndLoginBeforeDeposit', quickRegistration(), {
      ...me(),
      ip: freshIp(),
    });
    expect(loggedIn.code).toBe(FaultCode.CannotReauthenticate);
    expect(await rig.count('players')).toBe(before); // both refused before an account was made

    const guest = quickRegistration();
    const tracked = await rig.call(
      'registerAndTrackPendingJoin',
      { ...guest, gameId: 102, userPlays: ['1,2,3,4,5'] },
      {
        ip: freshIp(),
        secure: false,
      },
    );
    expect(tracked).toMatchObject({ ok: true, result: expect.any(Number), token: expect.any(String) });
    const [row] = await rig.services.db.query<{ status: string; game_id: number }>(
      'SELECT status, game_id FROM pending_joins WHERE id = $1',
      [(tracked as { result: number }).result],
    );
    expect(row).toEqual({ status: 'pending', game_id: 102 });

    const other = quickRegistration();
    const logged = await rig.call('registerAndLoginBeforeDeposit', other, { ip: freshIp(), secure: false });
    expect(logged).toMatchObject({ ok: true, result: expect.any(Number), token: expect.any(String) });
    const newSession = (await rig.services.sessions.resolve((logged as { token: string }).token))!;
    expect(newSession.playerId).toBe((logged as { result: number }).result);
    const id = await rig.ok(
      'trackPendingJoin',
      { gameId: 102, userPlays: [], userPlaysCount: 2, currencyId: 'USD' },
      {
        session: newSession,
      },
    );
    expect(id).toEqual(expect.any(Number));
    expect(
      await rig.ok(
        'trackPendingJoin',
        { gameId: 201, userPlays: [], userPlaysCount: 1, currencyId: 'USD' },
        {
          session: newSession,
        },
      ),
    ).toBe(-1); // game 201 is played in EUR
  });

  it('lists game types, a type’s instances by status, every open instance, and the bonus prize', async () => {
    const types = await rig.ok<{ gameId: number }[]>('getGameTypes', { memberId: 1, filter: {} });
    expect(types.map((t) => t.gameId).sort()).toEqual([...siteOneGameIds].sort());
    const free = await rig.ok<{ gameId: number }[]>('getGameTypes', { memberId: 1, filter: { free: 1 } });
    expect(free.map((t) => t.gameId)).toEqual([301]);
    expect((await rig.ok<unknown[]>('getGameTypes', { memberId: 2, filter: {} })).length).toBeLessThan(
      types.length,
    );

    const open = await rig.ok<{ games: GameInstance[]; totalCount: number }>('getGameTypeInstances', {
      memberId: 1,
      gameId: 102,
      gameStatuses: ['OPEN'],
    });
    expect(open.totalCount).toBe(1);
    expect(open.games[0].gameInstanceId).toBe(mega.gameInstanceId);
    const ended = await rig.ok<{ totalCount: number }>('getGameTypeInstances', {
      memberId: 1,
      gameId: 102,
      gameStatuses: ['ENDED'],
    });
    expect(ended.totalCount).toBe(0);
    const mine = await rig.ok<{ games: GameInstance[] }>(
      'getGameTypeInstances',
      { memberId: 1, gameId: 102 },
      me(),
    );
    expect(mine.games[0]).toMatchObject({ playerInGame: true });

    const all = await rig.ok<{ games: GameInstance[] }>('getAllGameTypeInstances', { memberId: 1 });
    expect(new Set(all.games.map((g) => g.gameId))).toEqual(new Set(siteOneGameIds));
    expect(all.games.every((g) => g.gameStatus === 'OPEN')).toBe(true);
    const euro = await rig.ok<{ games: GameInstance[] }>('getAllGameTypeInstances', {
      memberId: 1,
      currencyId: 'EUR',
    });
    expect(euro.games.every((g) => g.currencyId === 'EUR') && euro.games.length > 0).toBe(true);

    // Game 301 pays one fixed $10 rank; game 302's best line is Direct 5 at 120000 x $1.
    expect(await rig.ok('getBonoboPayout', { gameId: 301 })).toEqual({ bonoboPayout: 10 });
    expect(await rig.ok('getBonoboPayout', { gameId: 302 })).toEqual({ bonoboPayout: 120000 });
    expect(
      (await rig.fault('getBonoboPayout', { gameId: 301, gameInstanceId: mega.gameInstanceId })).code,
    ).toBe(FaultCode.Validation);
  });
});

const TABLES = ['joins', 'plays', 'tickets', 'pending_joins', 'players', 'ledger_transactions'];

/** Values that must never be accepted for a field that expects something else. */
const POISON: [label: string, value: unknown][] = [
  ['a huge string', 'a'.repeat(200_000)],
  ['a NUL byte', 'abc\u0000def'],
  ['a nested object', { $gt: '' }],
  ['an array', ['x']],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['a negative number', -5],
  ['null', null],
];

const CLEAR = new Set<string>([FaultCode.Validation, FaultCode.BadRequest, FaultCode.NotLoggedIn]);

const READ_ONLY = ['getGameTypes', 'getGameTypeInstances', 'getAllGameTypeInstances', 'getBonoboPayout'];

const CALLS = [
  'joinGame',
  'joinGamePerm',
  'purchaseTicket',
  'checkTicketStatus',
  'trackPendingJoin',
  'registerAndLoginBeforeDeposit',
  'registerAndTrackPendingJoin',
  'getGameTypes',
  'getGameTypeInstances',
  'getAllGameTypeInstances',
  'getBonoboPayout',
];

describe('bad input to the join variant calls answers a clear fault and writes nothing', () => {
  let rig: Rig;
  let session: SessionInfo;
  let valid: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    rig = await createRig();
    await rig.services.engine.tick();
    ({ session } = await rig.login('demo', 'demo1234'));
    const { games } = await rig.ok<{ games: GameInstance[] }>('getFilteredGames', {
      filter: { memberId: 1, gameId: 302 },
    });
    const reg = quickRegistration();
    valid = {
      joinGame: {
        gameId: 302,
        gameInstanceId: games[0].gameInstanceId,
        userPlays: ['7'],
        userPlaysCount: 1,
        currencyId: 'USD',
        betType: 'First Number Drop',
      },
      joinGamePerm: {
        gameId: 302,
        gameInstanceId: games[0].gameInstanceId,
        betType: 'Perm 2',
        userPlays: ['1,2,3'],
        stake: 1,
        currencyId: 'USD',
      },
      purchaseTicket: {
        ticketRequest: { gameId: 302, userPlays: ['7'], userPlaysCount: 1, currencyId: 'USD' },
        playerInfo: { firstName: 'A', lastName: 'B', email: 'a@example.test', country: 'US' },
      },
      checkTicketStatus: { ticketId: 'T1', secureKey: 'K' },
      trackPendingJoin: { gameId: 102, userPlays: [], userPlaysCount: 1, currencyId: 'USD' },
      registerAndLoginBeforeDeposit: reg,
      registerAndTrackPendingJoin: { ...reg, gameId: 102, userPlays: ['1,2,3,4,5'] },
      getGameTypes: { memberId: 1, filter: {} },
      getGameTypeInstances: { memberId: 1, gameId: 102 },
      getAllGameTypeInstances: { memberId: 1 },
      getBonoboPayout: { gameId: 102 },
    };
  });
  afterAll(() => rig.close());

  const counts = async () => Promise.all(TABLES.map((t) => rig.count(t)));

  /** An answer that is no success: a refused join or purchase (exitCode), -1, or an invalid ticket. */
  const refused = (call: string, result: unknown) => {
    if (READ_ONLY.includes(call)) return true; // nothing to write; the table counts still apply
    const r = result as { exitCode?: number; status?: string } | number;
    return r === -1 || (typeof r === 'object' && ((r.exitCode ?? 0) > 0 || r.status === 'invalid'));
  };

  it.each(CALLS)('%s', async (call) => {
    const before = await counts();
    // The register-then calls are a visitor's: with a session they answer 104 before looking further.
    const options = { session: call.startsWith('register') ? null : session, ip: freshIp() };
    const attempts: [string, unknown][] = [
      ['no params', {}],
      ['a string', 'not an object'],
      ['an array', [1, 2]],
    ];
    for (const field of Object.keys(valid[call]))
      for (const [label, value] of POISON)
        attempts.push([`${field} as ${label}`, { ...valid[call], [field]: value }]);
    for (const [what, params] of attempts) {
      const outcome = await rig.call(call, params, options);
      if (outcome.ok) {
        expect(
          refused(call, outcome.result),
          `${call} ${what} -> ${JSON.stringify(outcome.result).slice(0, 200)}`,
        ).toBe(true);
        continue;
      }
      expect(CLEAR, `${call} ${what} -> ${outcome.fault.code} ${outcome.fault.message}`).toContain(
        outcome.fault.code,
      );
    }
    expect(await counts()).toEqual(before);
  });
});
