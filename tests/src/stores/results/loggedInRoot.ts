import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { player, session } from '../../fakes/fixtures';

/** A root store with the fake transport, logged in as alice (or a visitor when `loggedIn` is false). */
export async function rootWith(options: { loggedIn?: boolean } = {}) {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('login', { player: player(), token: 't' })
    .respond('loadPlayer', session());
  const root = new RootStore({ transport, memberId: 1 });
  if (options.loggedIn !== false) await root.session.login('alice', 'pw');
  return { transport, root };
}
