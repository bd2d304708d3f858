import { describe, expect, it } from 'vitest';
import {
  dialogsFromQuery,
  guardRoute,
  pathAfterLogin,
  safeRedirectUrl,
  type GuardState,
} from '../../../src/app/guards';
import { GUARDED_ROUTES, OPEN_ROUTES, PUBLIC_PATHS } from '../../../src/app/routeTable';

const visitor: GuardState = {
  configuration: 'loaded',
  maintenance: false,
  adminOverride: false,
  connected: true,
  loggedIn: false,
  initialised: false,
  sessionPending: false,
  mustChangePassword: false,
};
const player: GuardState = { ...visitor, loggedIn: true, initialised: true };
const redirect = (to: string) => ({ type: 'redirect', to });

describe('guardRoute', () => {
  it('redirects /slim to / whatever the state', () => {
    expect(guardRoute('/slim', '', visitor)).toEqual(redirect('/'));
    expect(guardRoute('/slim', '', { ...visitor, configuration: 'loading' })).toEqual(redirect('/'));
  });

  it('before configuration only /maintenance and /idle render; other paths wait', () => {
    const loading = { ...visitor, configuration: 'loading' as const };
    expect(guardRoute('/maintenance', '', loading)).toBeNull();
    expect(guardRoute('/idle', '', loading)).toBeNull();
    for (const path of ['/', '/lobby', '/account', '/nowhere'])
      expect(guardRoute(path, '', loading)).toEqual({ type: 'wait', reason: 'configuration' });
  });

  it('sends everything to /maintenance when configuration failed to load', () => {
    const failed = { ...visitor, configuration: 'failed' as const };
    expect(guardRoute('/', '', failed)).toEqual(redirect('/maintenance'));
    expect(guardRoute('/maintenance', '', failed)).toBeNull();
  });

  it("maintenance 'true' redirects every path to /maintenance", () => {
    const down = { ...visitor, maintenance: true };
    for (const { path } of [...OPEN_ROUTES, ...GUARDED_ROUTES]) {
      if (path !== '/maintenance') expect(guardRoute(path, '', down)).toEqual(redirect('/maintenance'));
    }
    expect(guardRoute('/', '', { ...player, maintenance: true })).toEqual(redirect('/maintenance'));
    expect(guardRoute('/maintenance', '', down)).toBeNull();
  });

  it('adminStr suppresses the maintenance redirect, from the query or remembered', () => {
    const down = { ...visitor, maintenance: true };
    expect(guardRoute('/lobby', '?adminStr=x', down)).toBeNull();
    expect(guardRoute('/lobby', '', { ...down, adminOverride: true })).toBeNull();
  });

  it('leaves /maintenance for / once maintenance is off and the client is connected', () => {
    expect(guardRoute('/maintenance', '', visitor)).toEqual(redirect('/'));
    expect(guardRoute('/maintenance', '', { ...visitor, connected: false })).toBeNull();
  });

  it('guarded non-public pages need a logged-in, initialised player', () => {
    const closed = GUARDED_ROUTES.filter((r) => !PUBLIC_PATHS.has(r.path));
    expect(closed.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/cashier', '/account/email', '/referrals/send', '/bingo/playout', '/deposit']),
    );
    expect(closed).toHaveLength(28);
    // A shared bingo replay link is for anyone: /replay?id= sends its visitor there.
    expect(closed.map((r) => r.path)).not.toContain('/bingo/gameover');
    expect(guardRoute('/bingo/gameover', '?id=7&replay=1', visitor)).toBeNull();
    for (const { path } of closed) {
      expect(guardRoute(path, '', visitor)).toEqual(redirect('/?login=true'));
      expect(guardRoute(path, '', { ...player, initialised: false })).toEqual(redirect('/?login=true'));
      expect(guardRoute(path, '', player)).toBeNull();
    }
  });

  it('guarded paths on the public list are open to visitors', () => {
    for (const path of [
      '/contact',
      '/howtoplay',
      '/terms',
      '/privacy',
      '/scan',
      '/password',
      '/playout',
      '/emailconfirmation',
    ]) {
      expect(guardRoute(path, '', visitor)).toBeNull();
    }
  });

  it('open paths and custom pages are open to visitors', () => {
    for (const { path } of OPEN_ROUTES)
      if (path !== '/maintenance') expect(guardRoute(path, '', visitor)).toBeNull();
    expect(guardRoute('/p/about-us', '', visitor)).toBeNull();
    expect(guardRoute('/', '', visitor)).toBeNull();
  });

  it('waits instead of bouncing while the session is still loading', () => {
    expect(guardRoute('/account', '', { ...visitor, sessionPending: true })).toEqual({
      type: 'wait',
      reason: 'session',
    });
  });

  it('tolerates a trailing slash', () => {
    expect(guardRoute('/account/', '', visitor)).toEqual(redirect('/?login=true'));
  });

  it('a player who must change the password goes to /password?changeNow=true from anywhere else', () => {
    const mustChange = { ...player, mustChangePassword: true };
    expect(guardRoute('/', '', mustChange)).toEqual(redirect('/password?changeNow=true'));
    expect(guardRoute('/account', '', mustChange)).toEqual(redirect('/password?changeNow=true'));
    expect(guardRoute('/password', '?changeNow=true', mustChange)).toBeNull();
  });
});

describe('pathAfterLogin', () => {
  it('keeps the player on the listed paths and custom pages', () => {
    for (const path of [
      '/',
      '/lobby',
      '/raffle',
      '/slim',
      '/terms',
      '/draws',
      '/privacy',
      '/howtoplay',
      '/replay',
      '/scan',
      '/contact',
      '/emailconfirmation',
      '/scratchcard',
      '/crossword',
      '/bingo/lobby',
      '/checkout',
      '/p/promo',
    ]) {
      expect(pathAfterLogin(path)).toBeNull();
    }
  });
  it('sends every other path to /', () => {
    for (const path of ['/games', '/payout', '/account', '/cashier', '/history', '/idle'])
      expect(pathAfterLogin(path)).toBe('/');
  });
});

describe('dialogsFromQuery', () => {
  it('opens login and signup for visitors only', () => {
    expect(dialogsFromQuery('?login=true', false)).toEqual(['login']);
    expect(dialogsFromQuery('?signup=1', false)).toEqual(['register']);
    expect(dialogsFromQuery('?login=true&signup=true', false)).toEqual(['login', 'register']);
    expect(dialogsFromQuery('?login=false', false)).toEqual([]);
    expect(dialogsFromQuery('?login=true', true)).toEqual([]);
  });
});

describe('safeRedirectUrl', () => {
  it('accepts same-site paths only', () => {
    expect(safeRedirectUrl('?redirectUrl=/pick%3Fid%3D4')).toBe('/pick?id=4');
    expect(safeRedirectUrl('?redirectUrl=https://evil.example')).toBeNull();
    expect(safeRedirectUrl('?redirectUrl=//evil.example')).toBeNull();
    expect(safeRedirectUrl('')).toBeNull();
  });
});
