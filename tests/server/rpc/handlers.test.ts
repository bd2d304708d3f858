import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../protocol/calls';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { AppServices } from '../../../server/createServices';
import { pollHandlers } from '../../../server/rpc/poll';
import { allHandlers } from '../../../server/rpc';
import { cashierHandlers } from '../../../server/rpc/cashier';
import { contentHandlers } from '../../../server/rpc/content';
import { referralsHandlers } from '../../../server/rpc/referrals';
import { responsibleGamingHandlers } from '../../../server/rpc/responsibleGaming';
import { instantHandlers } from '../../../server/rpc/instant';
import { geoHandlers } from '../../../server/rpc/geo';
import type { CallContext } from '../../../server/rpc/handler';
import { playHandlers } from '../../../server/rpc/play';
import { playersHandlers } from '../../../server/rpc/players';
import { verificationHandlers } from '../../../server/rpc/verification';
import type { SessionInfo } from '../../../server/ports/session';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices } from './support/handlerRig';

/** A CallContext like the dispatcher's, recording what the handler asked of the transport. */
function context(services: AppServices, session: SessionInfo | null = null) {
  const ctx = {
    services,
    session,
    ip: '127.0.0.1',
    transport: 'http' as const,
    token: undefined as string | undefined,
    startSession(s: SessionInfo, token: string) {
      ctx.session = s;
      ctx.token = token;
    },
    endSession() {
      ctx.session = null;
    },
    requireSession() {
      if (!ctx.session) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
      return ctx.session;
    },
  };
  return ctx satisfies CallContext;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const call = (ctx: CallContext, name: string, params: any = {}): Promise<any> => {
  const spec = catalogue.get(name)!;
  return allHandlers.get(name)!(ctx, spec.params.parse(params));
};

const faultOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a fault');
    },
    (error: unknown) => error as RpcFault,
  );

describe('RPC handlers over the demo config', () => {
  let services: AppServices;
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));

  beforeAll(async () => {
    const localesDir = mkdtempSync(join(tmpdir(), 'drawhall-locales-'));
    mkdirSync(localesDir, { recursive: true });
    writeFileSync(
      join(localesDir, 'en_US.json'),
      JSON.stringify({ app: { title: 'Drawhall', close: 'Close' } }),
    );
    writeFileSync(join(localesDir, 'es_ES.json'), JSON.stringify({ app: { title: 'Drawhall ES' } }));
    services = await demoServices(clock, { localesDir });
    await services.engine.tick();
  });
  afterAll(() => services.close());

  it('registers only calls of the catalogue', () => {
    for (const name of allHandlers.keys()) expect(catalogue.has(name), name).toBe(true);
    // Later tables have their own tests (tests/server/rpc/players*.test.ts, the play tests,
    // tests/server/rpc/cashier.test.ts, tests/server/rpc/responsibleGaming.test.ts).
    const later = new Set(
      [
        playersHandlers,
        verificationHandlers,
        geoHandlers,
        playHandlers,
        cashierHandlers,
        responsibleGamingHandlers,
        contentHandlers, // tests/server/rpc/content.test.ts
        referralsHandlers,
        instantHandlers, // tests/server/rpc/instant.test.ts
        pollHandlers, // tests/server/push/poll.test.ts
      ].flatMap((t) => [...t.keys()]),
    );
    const others = [...allHandlers.keys()].filter((name) => !later.has(name));
    expect(others.sort()).toEqual(
      [
        'deleteFavoriteGame',
        'getAllGameTypeInstances', // these four: tests/server/rpc/joinVariants.test.ts
        'getBonoboPayout',
        'getGameTypeInstances',
        'getGameTypes',
        'getFilteredGames',
        'getGameLastWinningDraws',
        'getBingoGame', // below, and tests/server/domain/bingo/engine.test.ts
        'getGameLobby',
        'getGamePayoutInfo',
        'getGamePlayers',
        'getGameResults',
        'init',
        'loadPlayer',
        'login',
        'loginWhitelabel',
        'logout',
        'ping',
        'saveFavoriteGame',
      ].sort(),
    );
  });

  it('ping answers the server clock', async () => {
    expect(await call(context(services), 'ping')).toEqual({ serverTimeMillis: clock.now() });
  });

  it('init gives a visitor the site configuration, currencies and its open games', async () => {
    const result = await call(context(services), 'init', { filter: { memberId: 2, languageId: 'es_ES' } });
    expect(result.configuration).toMatchObject({
      memberId: 2,
      siteName: 'Lucky Cartoon',
      theme: 'cartoon-theme',
      defaultLanguage: 'es_ES',
      MAINTENANCE_ENABLED: 'false',
      EMAIL_ON_FULL_REGISTRATION: 'true',
      slimGamesThreshold: 4,
    });
    expect(result.currencies.map((c: { id: string }) => c.id)).toEqual(['EUR', 'USD']);
    expect(result.configuration.languagesServed.map((l: { languageId: string }) => l.languageId)).toEqual([
      'es_ES',
      'en_US',
    ]);
    expect(result.player).toBeNull();
    expect(result.playerAccounts).toEqual([]);
    const gameIds = result.filteredGames.map((g: { gameId: number }) => g.gameId).sort();
    // The free game 301 and the bingo rooms 501 and 502 are only on site 1; bingo 503 is site 2's.
    expect(gameIds).toEqual([101, 102, 201, 401, 503]);
    expect(result.filteredGames.every((g: { gameStatus: string }) => g.gameStatus === 'OPEN')).toBe(true);
    expect(result.sync.serverTimeMillis).toBe(clock.now());
  });

  it('init refuses an unknown site with a validation fault on filter.memberId', async () => {
    const fault = await faultOf(call(context(services), 'init', { filter: { memberId: 99 } }));
    expect(fault.code).toBe(FaultCode.Validation);
    expect(fault.detail).toEqual({ 'filter.memberId': 'validation.invalid' });
  });

  it('login starts a session; init and loadPlayer then carry the player and seeded balances', async () => {
    const ctx = context(services);
    const result = await call(ctx, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    expect(result.player).toMatchObject({ username: 'demo', memberId: 1, screenName: 'Demo Player' });
    expect(result.token).toBe(ctx.token);
    expect(ctx.session).toMatchObject({ playerId: result.player.id, memberId: 1 });

    const init = await call(ctx, 'init', { filter: { memberId: 1 } });
    expect(init.player.id).toBe(result.player.id);
    const balances = Object.fromEntries(
      init.playerAccounts.map((a: { type: string; accountCurrency: string; accountBalance: number }) => [
        `${a.type}:${a.accountCurrency}`,
        a.accountBalance,
      ]),
    );
    expect(balances).toEqual({ 'cash:USD': 100, 'bonus:USD': 10 });

    const session = await call(ctx, 'loadPlayer');
    expect(session).toMatchObject({
      player: { id: result.player.id },
      favoriteGames: [],
      pendingWithdrawals: [],
    });
    expect(session.playerAccounts).toHaveLength(2);
    expect(session.lastLoadedOn).toBe(clock.now());
  });

  it('login with a wrong password is fault 103', async () => {
    const fault = await faultOf(
      call(context(services), 'login', { memberId: 1, username: 'demo', password: 'nope1234' }),
    );
    expect(fault.code).toBe(FaultCode.IncorrectCredentials);
  });

  it('a session of another site does not count in init', async () => {
    const ctx = context(services);
    await call(ctx, 'login', { memberId: 2, username: 'lucky', password: 'lucky1234' });
    const init = await call(ctx, 'init', { filter: { memberId: 1 } });
    expect(init.player).toBeNull();
  });

  it('calls that need a player answer 101 without a session', async () => {
    const ctx = context(services);
    for (const name of ['loadPlayer', 'getPlayerAccounts', 'saveFavoriteGame', 'deleteFavoriteGame']) {
      const fault = await faultOf(call(ctx, name, name.includes('Favorite') ? { gameId: 101 } : {}));
      expect(fault.code, name).toBe(FaultCode.NotLoggedIn);
    }
    // Callable on either endpoint (spec section 7), yet about the session's own player: a visitor
    // gets 101, not a null request or a mail sent to an address the visitor names.
    const sessionOnly: [string, Record<string, unknown>][] = [
      ['getLastVerificationRequest', {}],
      ['requestEmailConfirmation', {}],
      ['requestEmailConfirmation', { email: 'demo@drawhall.test', memberId: 1 }],
    ];
    for (const [name, params] of sessionOnly) {
      const fault = await faultOf(call(ctx, name, params));
      expect(fault.code, name).toBe(FaultCode.NotLoggedIn);
    }
  });

  it('favourites are saved, flagged on the player’s games, and deleted', async () => {
    const ctx = context(services);
    await call(ctx, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    expect(await call(ctx, 'saveFavoriteGame', { gameId: 102 })).toEqual({ favoriteGames: [102] });
    expect(await call(ctx, 'saveFavoriteGame', { gameId: 102 })).toEqual({ favoriteGames: [102] });
    const { games } = await call(ctx, 'getFilteredGames', { filter: { memberId: 1 } });
    const flagged = games
      .filter((g: { favGame: boolean }) => g.favGame)
      .map((g: { gameId: number }) => g.gameId);
    expect(flagged).toEqual([102]);
    const visitor = await call(context(services), 'getFilteredGames', { filter: { memberId: 1 } });
    expect(visitor.games.some((g: { favGame: boolean }) => g.favGame)).toBe(false);
    expect(await call(ctx, 'deleteFavoriteGame', { gameId: 102 })).toEqual({ favoriteGames: [] });
    const fault = await faultOf(call(ctx, 'saveFavoriteGame', { gameId: 999 }));
    expect(fault.detail).toEqual({ gameId: 'validation.invalid' });
  });

  it('getFilteredGames applies the filter', async () => {
    const { games } = await call(context(services), 'getFilteredGames', { filter: { memberId: 1, free: 1 } });
    expect(games.map((g: { gameId: number }) => g.gameId)).toEqual([301]);
    const tournaments = await call(context(services), 'getFilteredGames', {
      filter: { memberId: 1, tournament: 1 },
    });
    expect(tournaments.games.map((g: { gameId: number }) => g.gameId)).toEqual([401]);
  });

  it('getBingoGame shows a room before its start, and refuses an instance that is no bingo game', async () => {
    const { games } = await call(context(services), 'getFilteredGames', { filter: { memberId: 1 } });
    const room = games.find((g: { gameId: number }) => g.gameId === 502);
    const view = await call(context(services), 'getBingoGame', { gameInstanceId: room.gameInstanceId });
    expect(view).toMatchObject({ format: 90, calls: [], cards: [], finished: false, seed: null });
    expect(view.patterns.map((p: { pattern: string }) => p.pattern)).toEqual([
      'oneLine',
      'twoLines',
      'fullHouse',
    ]);
    expect(view.patterns[0].prize).toBe(2); // the guaranteed 2.00 before any sale
    const lottery = games.find((g: { gameId: number }) => g.gameId === 101);
    const fault = await faultOf(
      call(context(services), 'getBingoGame', { gameInstanceId: lottery.gameInstanceId }),
    );
    expect(fault.detail).toEqual({ gameInstanceId: 'validation.invalid' });
  });

  it('getGameResults names the instance’s rule, so a replay link knows a bingo game without the lobby', async () => {
    const { games } = await call(context(services), 'getFilteredGames', { filter: { memberId: 1 } });
    const room = games.find((g: { gameId: number }) => g.gameId === 501);
    const bingo = await call(context(services), 'getGameResults', {
      gameInstanceId: room.gameInstanceId,
      replay: true,
    });
    expect(bingo.gameRule).toBe('bingoGame');
    // From the instance's frozen terms, as the lobby showed it: the same for any other game.
    const lottery = games.find((g: { gameId: number }) => g.gameId === 101);
    const drawn = await call(context(services), 'getGameResults', { gameInstanceId: lottery.gameInstanceId });
    expect(drawn.gameRule).toBe(lottery.gameRule);
    expect(drawn.gameRule).not.toBe('bingoGame');
  });

  it('getGameLobby returns the payout table in major units', async () => {
    const result = await call(context(services), 'getGameLobby', { gameId: 102 });
    expect(result.gameId).toBe(102);
    expect(result.gameLobby.gamePayoutInfo[0]).toMatchObject({
      rankNumber: 1,
      rankPrize: 10000,
      meta: { rankTitle: 'Top prize' },
    });
    expect(result.gameLobby.description).toMatch(/every minute/);
    const fault = await faultOf(call(context(services), 'getGameLobby', { gameId: 999 }));
    expect(fault.code).toBe(FaultCode.Validation);
  });

  it('logout revokes the session so its token no longer resolves', async () => {
    const ctx = context(services);
    const { token } = await call(ctx, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    expect(await services.sessions.resolve(token)).not.toBeNull();
    expect(await call(ctx, 'logout')).toEqual({});
    expect(ctx.session).toBeNull();
    expect(await services.sessions.resolve(token)).toBeNull();
  });

  it('serves locales, messages with site overrides over English, and custom pages', async () => {
    expect(services.sites.locales(1)!.map((l) => l.languageId)).toEqual(['en_US', 'es_ES']);
    expect(services.sites.locales(9)).toBeNull();
    expect(await services.sites.messages(2, 'es_ES')).toEqual({
      app: { title: 'Lucky Cartoon', close: 'Close' },
    });
    expect(await services.sites.messages(1, 'es_ES')).toEqual({
      app: { title: 'Drawhall ES', close: 'Close' },
    });
    expect(await services.sites.messages(1, 'fr_FR')).toBeNull();
    expect(services.sites.customPageById(1, 1, 'es_ES')).toMatch(/Acerca de/);
    expect(services.sites.customPageByLink(1, 'responsible-gaming', 'es_ES')).toBe(
      'https://www.begambleaware.org/',
    );
    expect(services.sites.customPageByLink(1, 'missing', 'en_US')).toBeNull();
  });

  it('seeding twice creates no second player and moves no money twice', async () => {
    const { seedPlayers } = await import('../../../server/domain/seed/seedPlayers');
    expect(await seedPlayers(services.db, services.config.seed.players, clock.now())).toEqual({ created: 0 });
    const [row] = await services.db.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, sum(balance_minor)::bigint AS total FROM accounts WHERE player_id IS NOT NULL',
    );
    expect(row).toEqual({ n: 4, total: 10000 + 1000 + 5000 + 500 });
  });

  it('is ready once storage is open (the engine is driven by hand here)', () => {
    expect(services.ready()).toBe(true);
  });
});
