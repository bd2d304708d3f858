import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InitResult, SessionPayload } from '../../../protocol/calls/session';
import { preloadRoute, routes } from '../../../src/app/router';
import { StoreProvider } from '../../../src/app/StoreContext';
import type { FetchAdLink } from '../../../src/stores/ads/AdsStore';
import { RootStore } from '../../../src/stores/RootStore';
import { FakeTransport } from './FakeTransport';
import { initResult, player } from './fixtures';
import { testI18n } from './renderWithStores';

/** The whole app at a path over a fake transport; with `session`, logged in first. */
export async function renderApp(
  path: string,
  options: {
    init?: InitResult;
    session?: SessionPayload;
    setup?: (t: FakeTransport) => void;
    fetchAdLink?: FetchAdLink;
  } = {},
) {
  const init = options.init ?? initResult();
  const transport = new FakeTransport()
    .respond('init', init)
    .respond('ping', {})
    .respond('getFilteredGames', { games: init.filteredGames });
  options.setup?.(transport);
  const root = new RootStore({ transport, memberId: 1, fetchAdLink: options.fetchAdLink });
  root.ui.setLanguage('en_US', true);
  await root.start();
  if (options.session) {
    transport.respond('login', { player: options.session.player ?? player(), token: 't' });
    transport.respond('loadPlayer', options.session);
    await root.session.login('alice', 'pw');
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Route screens are lazy. Rendering before they have loaded would commit the page later, outside
  // act: its observers would subscribe to the stores in effects React runs on its own schedule, and
  // a test changing a store right after finding the page could beat that subscription.
  await preloadRoute(new URL(path, 'http://localhost').pathname);
  await routerReady(router);
  render(
    <I18nextProvider i18n={testI18n()}>
      <StoreProvider root={root}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  return { root, transport, router };
}

function routerReady(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
