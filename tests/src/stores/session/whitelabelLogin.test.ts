import { describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { initResult, player, session } from '../../fakes/fixtures';

// Spec sections 2 and 8: a partner site sends its logged-in player with ?continue_session_id=;
// the client trades it (getWhitelabelCredentials) and logs in (loginWhitelabel), or shows the
// 'Login Error' dialog.
function start(transport: FakeTransport) {
  transport.respond('ping', { serverTimeMillis: Date.now() }).respond('getFilteredGames', { games: [] });
  const root = new RootStore({ transport, memberId: 1, continueSessionId: 'partner-session' });
  return { root, started: root.start() };
}

describe('white-label login at start', () => {
  it('trades the session id for credentials and logs the player in', async () => {
    const transport = new FakeTransport();
    transport
      .respond('init', initResult())
      .respond('getWhitelabelCredentials', { username: 'alice', token: 'partner-session' })
      .respond('loginWhitelabel', { player: player(), token: 'fresh' })
      .respond('loadPlayer', session());
    const { root, started } = start(transport);
    await started;
    expect(transport.callNames()).toEqual(
      expect.arrayContaining(['init', 'getWhitelabelCredentials', 'loginWhitelabel', 'loadPlayer']),
    );
    const names = transport.callNames();
    expect(names.indexOf('getWhitelabelCredentials')).toBeLessThan(names.indexOf('loginWhitelabel'));
    expect(transport.calls.find((c) => c.name === 'getWhitelabelCredentials')?.params).toEqual({
      sessionId: 'partner-session',
      memberId: 1,
    });
    expect(transport.calls.find((c) => c.name === 'loginWhitelabel')?.params).toEqual({
      memberId: 1,
      username: 'alice',
      token: 'partner-session',
    });
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.resuming).toBe(false);
    expect(root.ui.notice).toBeNull();
  });

  it("shows 'Login Error' when the partner's session is not valid, and stays a visitor", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transport = new FakeTransport();
    transport.respond('init', initResult()).fault('getWhitelabelCredentials', '103', 'Credentials not valid');
    const { root, started } = start(transport);
    await started;
    warn.mockRestore();
    expect(transport.callNames()).not.toContain('loginWhitelabel');
    expect(root.session.loggedIn).toBe(false);
    expect(root.session.resuming).toBe(false);
    expect(root.ui.notice).toEqual({
      titleKey: 'notices.whitelabelLogin.title',
      bodyKey: 'notices.whitelabelLogin.body',
    });
  });
});
