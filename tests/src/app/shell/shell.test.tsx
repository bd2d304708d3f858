import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../../../src/app/router';
import { StoreProvider } from '../../../../src/app/StoreContext';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { configuration, initResult, player, session } from '../../fakes/fixtures';
import { testI18n } from '../../fakes/renderWithStores';

async function renderApp(path: string, init = initResult()) {
  const transport = new FakeTransport();
  transport
    .respond('init', init)
    .respond('ping', {})
    .respond('getFilteredGames', { games: init.filteredGames });
  const root = new RootStore({ transport, memberId: 1 });
  root.ui.setLanguage('en_US', true);
  await root.start();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={testI18n()}>
      <StoreProvider root={root}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  return { root, transport, router };
}

afterEach(cleanup);

describe('app shell', () => {
  it('shows Initializing App... until the language is ready', async () => {
    const transport = new FakeTransport().respond('init', initResult());
    const root = new RootStore({ transport, memberId: 1 });
    render(
      <I18nextProvider i18n={testI18n()}>
        <StoreProvider root={root}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
        </StoreProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('app-initializing').textContent).toBe('Initializing App...');
  });

  it('renders the lobby at / with the site name in the header', async () => {
    await renderApp('/');
    expect(await screen.findByTestId('lobby')).toBeTruthy();
    expect(screen.getByTestId('site-name').textContent).toBe('Drawhall Demo');
  });

  it('shows page does not exist with a go-home button for unknown paths', async () => {
    const { router } = await renderApp('/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Page does not exist');
    fireEvent.click(screen.getByTestId('go-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor from a guarded page to /?login=true and opens the login dialog', async () => {
    const { router } = await renderApp('/cashier');
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs in from the header and shows the balance; errors come from the catalogue', async () => {
    const { transport } = await renderApp('/');
    fireEvent.click(await screen.findByTestId('login-open'));
    transport.fault('login', '103', 'bad');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong1' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Incorrect username or password.');
    transport.respond('login', { player: player() }).respond('loadPlayer', session());
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'right1' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect((await screen.findByTestId('header-balance')).textContent).toBe('$100');
    expect(screen.queryByTestId('login-dialog')).toBeNull();
  });

  it('shows the bingo rooms on /bingo/lobby, no placeholder (every route has its screen now)', async () => {
    await renderApp('/bingo/lobby');
    expect(await screen.findByTestId('bingo-lobby')).toBeTruthy();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
  });

  it('redirects to /maintenance when maintenance is on, and the banner shows sanitized HTML', async () => {
    const { router } = await renderApp(
      '/lobby',
      initResult({ configuration: configuration({ MAINTENANCE_ENABLED: 'true' }) }),
    );
    expect((await screen.findByTestId('maintenance')).dataset.variant).toBe('maintenance');
    expect(router.state.location.pathname).toBe('/maintenance');
    cleanup();
    await renderApp(
      '/',
      initResult({
        configuration: configuration({
          MAINTENANCE_MESSAGE: 'Draws <b>paused</b><script>alert(1)</script><img src=x onerror=alert(1)>',
        }),
      }),
    );
    const banner = await screen.findByTestId('platform-banner');
    expect(banner.querySelector('b')?.textContent).toBe('paused');
    expect(banner.querySelector('script')).toBeNull();
    expect(banner.querySelector('img')?.getAttribute('onerror')).toBeNull();
    fireEvent.click(screen.getByTestId('platform-banner-close'));
    expect(screen.queryByTestId('platform-banner')).toBeNull();
  });

  it('applies the site theme as a class on <html>', async () => {
    await renderApp('/', initResult({ configuration: configuration({ theme: 'cartoon-theme' }) }));
    await screen.findByTestId('lobby');
    expect(document.documentElement.classList.contains('cartoon-theme')).toBe(true);
  });
});
