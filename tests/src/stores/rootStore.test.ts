import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { guardStateOf } from '../../../src/app/guardState';
import { RootStore } from '../../../src/stores/RootStore';
import { FakeTransport } from '../fakes/FakeTransport';
import { account, game, initResult, player, session } from '../fakes/fixtures';

function setup(transport = new FakeTransport()) {
  transport.respond('ping', { serverTimeMillis: Date.now() }).respond('getFilteredGames', { games: [] });
  return { transport, root: new RootStore({ transport, memberId: 1 }) };
}

describe('session login', () => {
  it('runs ping, then login, then loadPlayer, and ends logged in with the session', async () => {
    const { transport, root } = setup();
    transport
      .respond('login', { player: player(), token: 't1' })
      .respond('loadPlayer', session({ favoriteGames: [10] }));
    root.ui.openModal('login');
    const ok = await root.session.login(' alice ', 'secret1');
    expect(ok).toBe(true);
    expect(transport.callNames().slice(0, 3)).toEqual(['ping', 'login', 'loadPlayer']);
    expect(transport.calls[1].params).toEqual({ memberId: 1, username: 'alice', password: 'secret1' });
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.loggingIn).toBe(false);
    expect(root.session.initialised).toBe(true);
    expect(root.session.isFavorite(10)).toBe(true);
    expect(root.ui.isOpen('login')).toBe(false);
    expect(transport.topics).toEqual(new Set(['cashier.7', 'player.7']));
  });

  it('shows catalogue errors for login faults and stays logged out', async () => {
    const { transport, root } = setup();
    transport.fault('login', '103', 'bad credentials');
    expect(await root.session.login('alice', 'wrong')).toBe(false);
    expect(root.session.loggedIn).toBe(false);
    expect(root.session.loggingIn).toBe(false);
    expect(root.session.loginError).toMatchObject({ code: '103', messageKey: 'errors.login.103' });
    expect(transport.callNames()).not.toContain('loadPlayer');
  });

  it("turns a 'Password must be changed!' processing fault into 115", async () => {
    const { transport, root } = setup();
    transport.fault('login', 'Server.Processing', 'Password must be changed!');
    await root.session.login('alice', 'old');
    expect(root.session.loginError).toMatchObject({ code: '115', messageKey: 'errors.login.115' });
  });

  it('other processing faults show the credentials-not-valid message', async () => {
    const { transport, root } = setup();
    transport.fault('login', 'Server.Processing', 'boom');
    await root.session.login('alice', 'x');
    expect(root.session.loginError).toMatchObject({
      code: 'Server.Processing',
      messageKey: 'errors.login.processing',
    });
  });

  it('a failed ping fails the login before any credentials are sent', async () => {
    const { transport, root } = setup();
    transport.fault('ping', 'Client.Error.RequestTimeout', 'Request timed out.');
    await root.session.login('alice', 'x');
    expect(transport.callNames()).toEqual(['ping']);
    expect(root.session.loginError?.messageKey).toBe('errors.login.connection');
  });

  it('exposes the change-password flag from the player', async () => {
    const { transport, root } = setup();
    transport
      .respond('login', { player: player({ changePassword: true }) })
      .respond('loadPlayer', session({ player: player({ changePassword: true }) }));
    await root.session.login('alice', 'x');
    expect(root.session.mustChangePassword).toBe(true);
  });

  it('logout clears the session, token and player topics', async () => {
    const { transport, root } = setup();
    transport.respond('login', { player: player() }).respond('loadPlayer', session()).respond('logout', {});
    await root.session.login('alice', 'x');
    transport.token = 't1';
    await root.session.logout();
    expect(root.session.loggedIn).toBe(false);
    expect(root.session.player).toBeNull();
    expect(root.session.accounts.size).toBe(0);
    expect(transport.token).toBeNull();
    expect(transport.topics.has('cashier.7')).toBe(false);
  });

  it('a banned push forces logout with a notice', async () => {
    const { transport, root } = setup();
    transport.respond('login', { player: player() }).respond('loadPlayer', session());
    await root.session.login('alice', 'x');
    transport.push({ topic: 'cashier.7', event: 'banned', data: {}, seq: 1 });
    expect(root.session.loggedIn).toBe(false);
    expect(root.ui.notice).toEqual({
      titleKey: 'notices.loggedOut.title',
      bodyKey: 'notices.loggedOut.banned',
    });
  });

  it('favourites toggle through save and delete calls', async () => {
    const { transport, root } = setup();
    transport.respond('login', { player: player() }).respond('loadPlayer', session());
    transport
      .respond('saveFavoriteGame', { favoriteGames: [10] })
      .respond('deleteFavoriteGame', { favoriteGames: [] });
    await root.session.login('alice', 'x');
    await root.session.toggleFavorite(10);
    expect(root.session.isFavorite(10)).toBe(true);
    await root.session.toggleFavorite(10);
    expect(root.session.isFavorite(10)).toBe(false);
    expect(transport.callNames().filter((n) => n.endsWith('FavoriteGame'))).toEqual([
      'saveFavoriteGame',
      'deleteFavoriteGame',
    ]);
  });
});

describe('balances', () => {
  it('ignore updates older than the held timestamp', () => {
    const { root } = setup();
    root.session.applyAccounts([account({ accountBalance: 100, timeStamp: 2000 })]);
    root.session.applyAccounts([account({ accountBalance: 50, timeStamp: 1500 })]);
    expect(root.session.primaryAccount?.accountBalance).toBe(100);
    root.session.applyAccounts([account({ accountBalance: 75, timeStamp: 2500 })]);
    expect(root.session.primaryAccount?.accountBalance).toBe(75);
  });

  it('balance pushes go through the same ordering', () => {
    const { transport, root } = setup();
    root.session.applyAccounts([account({ accountBalance: 100, timeStamp: 2000 })]);
    transport.push({
      topic: 'cashier.7',
      event: 'balanceUpdate',
      data: { accountId: 1, accountCurrency: 'USD', accountBalance: 90, timeStamp: 3000 },
      seq: 1,
    });
    transport.push({
      topic: 'cashier.7',
      event: 'balanceUpdate',
      data: { accountId: 1, accountCurrency: 'USD', accountBalance: 10, timeStamp: 2500 },
      seq: 2,
    });
    expect(root.session.primaryAccount?.accountBalance).toBe(90);
  });
});

describe('lobby', () => {
  it('upserts in place and ignores older snapshots', () => {
    const { root } = setup();
    root.lobby.add(game({ gameInstanceId: 1, gamePlayerCurrent: 3, timeStamp: 1000 }));
    const held = root.lobby.games.get(1);
    root.lobby.add(game({ gameInstanceId: 1, gamePlayerCurrent: 4, timeStamp: 2000 }));
    expect(root.lobby.games.get(1)).toBe(held);
    expect(held?.gamePlayerCurrent).toBe(4);
    expect(root.lobby.add(game({ gameInstanceId: 1, gamePlayerCurrent: 1, timeStamp: 1500 }))).toBe(false);
    expect(held?.gamePlayerCurrent).toBe(4);
  });

  it('applies a gamesBatch push: updates, additions and removals', () => {
    const { transport, root } = setup();
    root.lobby.replaceAll([game({ gameInstanceId: 1 }), game({ gameInstanceId: 2 })]);
    transport.push({
      topic: 'lobby.1',
      event: 'gamesBatch',
      seq: 5,
      data: {
        games: [
          game({ gameInstanceId: 1, gamePlayerCurrent: 9, timeStamp: 2000 }),
          game({ gameInstanceId: 3 }),
        ],
        removed: [2],
      },
    });
    expect([...root.lobby.games.keys()].sort()).toEqual([1, 3]);
    expect(root.lobby.games.get(1)?.gamePlayerCurrent).toBe(9);
  });

  it('classifies games into tabs, with Favorites from the session', () => {
    const { root } = setup();
    root.lobby.replaceAll([
      game({ gameInstanceId: 1, gameRule: 'regularGame' }),
      game({ gameInstanceId: 2, gameRule: 'raffleGame', gameId: 20 }),
      game({ gameInstanceId: 3, gameRule: 'oneDrawGameExt', tournament: true, gameId: 30 }),
      game({ gameInstanceId: 4, gameRule: 'scratchcardGame', instaplay: true, gameId: 40 }),
    ]);
    const ids = (tab: Parameters<typeof root.lobby.gamesOn>[0]) =>
      root.lobby.gamesOn(tab).map((g) => g.gameInstanceId);
    expect(ids('Lottery')).toEqual([1]);
    expect(ids('Raffle')).toEqual([2]);
    expect(ids('Tournaments')).toEqual([3]);
    expect(ids('Instaplay')).toEqual([4]);
    expect(ids('Favorites')).toEqual([]);
    root.session.favoriteGameIds.add(20);
    expect(ids('Favorites')).toEqual([2]);
  });

  it('status events patch a held game', () => {
    const { transport, root } = setup();
    root.lobby.replaceAll([game({ gameInstanceId: 1, timeStamp: 1000 })]);
    transport.push({
      topic: 'lobby.1',
      event: 'gameStart',
      data: { gameInstanceId: 1, gameId: 10, timeStamp: 2000 },
      seq: 1,
    });
    expect(root.lobby.games.get(1)?.gameStatus).toBe('STARTED');
    transport.push({
      topic: 'lobby.1',
      event: 'gameDelete',
      data: { gameInstanceId: 1, gameId: 10, timeStamp: 3000 },
      seq: 2,
    });
    expect(root.lobby.games.has(1)).toBe(false);
  });
});

describe('push router', () => {
  it('drops pushes whose seq is not newer on their topic, until a reconnect', () => {
    const { transport, root } = setup();
    root.lobby.replaceAll([game({ gameInstanceId: 1, gamePlayerCurrent: 1, timeStamp: 1 })]);
    const batch = (players: number, seq: number) =>
      transport.push({
        topic: 'lobby.1',
        event: 'gamesBatch',
        seq,
        data: { games: [game({ gameInstanceId: 1, gamePlayerCurrent: players, timeStamp: 5 })], removed: [] },
      });
    batch(5, 10);
    batch(6, 10);
    batch(7, 9);
    expect(root.lobby.games.get(1)?.gamePlayerCurrent).toBe(5);
    transport.emitState('connected'); // a new server process may restart seq
    batch(8, 1);
    expect(root.lobby.games.get(1)?.gamePlayerCurrent).toBe(8);
  });

  // Issue 34: the server sent these and the client dropped them.
  it("a progressive push moves every listed draw of its game; a playerJoin marks the player's plays", () => {
    const { transport, root } = setup();
    root.lobby.replaceAll([
      game({ gameInstanceId: 1, gameId: 101, progressiveAmount: 1000 }),
      game({ gameInstanceId: 2, gameId: 101, progressiveAmount: 1000 }),
      game({ gameInstanceId: 3, gameId: 102, progressiveAmount: 50 }),
    ]);
    transport.push({
      topic: 'lobby.1',
      event: 'progressive',
      seq: 1,
      data: { gameId: 101, progressiveAmount: 1250.5, currencyId: 'USD', timeStamp: 2 },
    });
    expect([1, 2, 3].map((id) => root.lobby.games.get(id)?.progressiveAmount)).toEqual([1250.5, 1250.5, 50]);
    transport.push({
      topic: 'player.7',
      event: 'playerJoin',
      seq: 1,
      data: { gameInstanceId: 3, playerPlaysInGame: 4, joinCode: 'J1', lastJoinTimeMs: 5 },
    });
    expect(root.lobby.games.get(3)).toMatchObject({ playerInGame: true, playerPlaysInGame: 4 });
  });
});

describe('connection', () => {
  it('counts retries, resets on connect, and is offline from 2 retries', () => {
    const { transport, root } = setup();
    const c = root.connection;
    expect(c.connected).toBe(false);
    transport.emitState('connected');
    expect(c.connected).toBe(true);
    transport.emitState('disconnected');
    expect(c.retries).toBe(1);
    expect(c.connected).toBe(true); // one blip is tolerated
    expect(c.reconnecting).toBe(true);
    transport.emitState('connecting');
    transport.emitState('disconnected');
    expect(c.retries).toBe(2);
    expect(c.connected).toBe(false);
    transport.emitState('connected');
    expect(c.retries).toBe(0);
    expect(c.connected).toBe(true);
  });
});

describe('startup', () => {
  // Issue 34: trackReferralCode had no caller; a visit through a referral link is counted once.
  it('counts a visit through a referral link once, and none without one', async () => {
    const transport = new FakeTransport();
    transport.respond('ping', {}).respond('getFilteredGames', { games: [] }).respond('init', initResult());
    transport.respond('trackReferralCode', 1);
    const root = new RootStore({ transport, memberId: 1, refStr: 'FRIEND42' });
    await root.start();
    await root.loadConfiguration();
    expect(transport.calls.filter((c) => c.name === 'trackReferralCode').map((c) => c.params)).toEqual([
      { code: 'FRIEND42' },
    ]);
    const plain = setup();
    plain.transport.respond('init', initResult());
    await plain.root.start();
    expect(plain.transport.callNames()).not.toContain('trackReferralCode');
  });

  it('loads configuration and games, follows the site lobby, resumes a remembered session', async () => {
    const { transport, root } = setup();
    transport.token = 'remembered';
    transport.respond('init', initResult({ player: player() })).respond('loadPlayer', session());
    transport.respond('getFilteredGames', {
      games: [game({ gameInstanceId: 1 }), game({ gameInstanceId: 2 })],
    });
    await root.start();
    expect(root.configuration.loaded).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the per-player refresh after login
    expect(root.lobby.games.size).toBe(2);
    expect(transport.topics.has('lobby.1')).toBe(true);
    expect(root.session.loggedIn).toBe(true);
    expect(transport.calls[0].params).toMatchObject({ filter: { memberId: 1, languageId: 'en_US' } });
  });

  it('keeps guarded pages waiting from the loaded configuration until the resumed session is in', async () => {
    const { transport, root } = setup();
    transport.token = 'remembered';
    transport.respond('init', initResult({ player: player() })).respond('loadPlayer', session());
    // Every state the guards can see while the app starts, as MobX hands it out.
    const seen: { loaded: boolean; pending: boolean; loggedIn: boolean }[] = [];
    const stop = autorun(() => {
      const state = guardStateOf(root, false);
      seen.push({
        loaded: state.configuration === 'loaded',
        pending: state.sessionPending,
        loggedIn: state.loggedIn,
      });
    });
    await root.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    // A visitor state after configuration (loaded, not pending, not logged in) would bounce the
    // player from a guarded page to /?login=true before the session arrives.
    expect(seen.filter((s) => s.loaded && !s.pending && !s.loggedIn)).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ loaded: true, loggedIn: true });
    expect(root.session.loggedInBy).toBe('token');
  });

  it('forgets an expired token and marks a failed init for the maintenance screen', async () => {
    const { transport, root } = setup();
    transport.token = 'stale';
    transport.respond('init', initResult());
    await root.start();
    expect(transport.token).toBeNull();
    const second = setup();
    second.transport.fault('init', 'Client.Error.MessageSend');
    await second.root.start();
    expect(second.root.configuration.status).toBe('failed');
    expect(second.root.configuration.attempts).toBe(1);
    second.root.stop();
  });

  it('reads maintenance as the text flag and follows maintenance pushes', async () => {
    const { transport, root } = setup();
    transport.respond('init', initResult());
    await root.start();
    expect(root.configuration.maintenance).toBe(false);
    transport.push({
      topic: 'lobby.1',
      event: 'maintenance',
      data: { MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: '<b>Back soon</b>' },
      seq: 1,
    });
    expect(root.configuration.maintenance).toBe(true);
    expect(root.configuration.maintenanceMessage).toBe('<b>Back soon</b>');
  });
});
