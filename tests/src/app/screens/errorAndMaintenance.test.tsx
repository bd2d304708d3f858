import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MAINTENANCE_RETRY_MS } from '../../../../src/constants';
import { App } from '../../../../src/app/App';
import { ErrorBoundary } from '../../../../src/app/screens/ErrorBoundary';
import { browserPage } from '../../../../src/stores/connection/pageControl';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { initResult } from '../../fakes/fixtures';
import { renderApp } from '../../fakes/renderApp';
import { testI18n } from '../../fakes/renderWithStores';

// Spec section 2, Global error screen and Maintenance screens.

let started: RootStore | null = null;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  started?.stop();
  started = null;
});

/** window.location with assign and reload recorded: jsdom cannot navigate. */
function recordNavigation() {
  const assign = vi.fn();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, reload });
  return { assign, reload };
}

/** React and the boundary log the caught error; expected here, so kept out of the output. */
const silenceErrorLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

function Exploding(): never {
  throw new Error('tile exploded');
}

const SPEC_TEXT = [
  'We are very sorry but something went wrong. This error has been logged and reported.',
  'Thank you for helping us improve.',
  'Please click on the button below to resume.',
];

describe('global error screen', () => {
  it("a child that throws while rendering shows the spec's text, and Continue returns to the site root", () => {
    const errorLog = silenceErrorLog();
    const onError = vi.fn();
    render(
      <I18nextProvider i18n={testI18n()}>
        <ErrorBoundary onError={onError}>
          <p>before</p>
          <Exploding />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    const screenEl = screen.getByTestId('global-error');
    expect(screen.queryByText('before')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe(SPEC_TEXT[0]);
    expect([...screenEl.querySelectorAll('p')].map((p) => p.textContent)).toEqual(SPEC_TEXT.slice(1));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toMatchObject({ message: 'tile exploded' });
    expect(errorLog).toHaveBeenCalledWith(
      'uncaught render error',
      expect.objectContaining({ message: 'tile exploded' }),
      expect.any(String),
    );

    const { assign } = recordNavigation();
    const continueButton = screen.getByTestId('global-error-continue');
    expect(continueButton.textContent).toBe('Continue');
    fireEvent.click(continueButton);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('in the app, a render error shows the screen and is reported to the server as a render error', async () => {
    silenceErrorLog();
    window.history.replaceState(null, '', '/');
    const transport = new FakeTransport()
      .respond('init', initResult())
      .respond('ping', {})
      .respond('getFilteredGames', { games: initResult().filteredGames })
      .respond('reportClientError', 1);
    const root = new RootStore({ transport, memberId: 1, page: browserPage() });
    started = root;
    root.ui.setLanguage('en_US', true);
    await root.start();
    // A bug in a component: the dialogs host reads a store that throws.
    Object.defineProperty(root, 'gameInfo', {
      get() {
        throw new Error('dialogs exploded');
      },
    });
    render(<App root={root} i18n={testI18n()} />);
    expect((await screen.findByTestId('global-error')).textContent).toContain(SPEC_TEXT[0]);
    expect(screen.queryByTestId('lobby')).toBeNull();
    const reports = transport.calls.filter((c) => c.name === 'reportClientError');
    expect(reports).toHaveLength(1);
    expect(reports[0].params).toMatchObject({
      memberId: 1,
      kind: 'render',
      message: 'dialogs exploded',
      route: '/',
    });
    expect(root.systemNotices.uncaughtErrors).toBe(1);
    // A render error is not also the 'Refresh Time' popup: the error screen is already there.
    expect(root.systemNotices.isOpen('refreshTime')).toBe(false);
  });
});

describe('maintenance screens', () => {
  const serverDown = (t: FakeTransport) =>
    t.fault('init', 'Client.Error.RequestTimeout', 'Request timed out.');

  it("server down: 'Retrying every 30 seconds', the attempt number, and a retry every 30 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, router, transport } = await renderApp('/lobby', { setup: serverDown });
    started = root;
    await act(() => vi.advanceTimersByTimeAsync(0));
    const page = screen.getByTestId('maintenance');
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(page.dataset.variant).toBe('serverDown');
    expect(within(page).getByRole('heading').textContent).toBe('Server is down');
    expect(page.textContent).toContain('Retrying every 30 seconds');
    expect(screen.getByTestId('maintenance-attempt').textContent).toBe('Attempt 1');
    const inits = () => transport.callNames().filter((n) => n === 'init').length;
    expect(inits()).toBe(1);

    expect(MAINTENANCE_RETRY_MS).toBe(30_000);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(inits()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(inits()).toBe(2);
    expect(screen.getByTestId('maintenance-attempt').textContent).toBe('Attempt 2');
  });

  it('server down: Reload Page reloads the page', async () => {
    const { root } = await renderApp('/', { setup: serverDown });
    started = root;
    const page = await screen.findByTestId('maintenance');
    expect(page.dataset.variant).toBe('serverDown');
    const { reload } = recordNavigation();
    fireEvent.click(within(page).getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('server back but the site will not load: no configuration, with Reload Page', async () => {
    const { root, transport } = await renderApp('/', {
      setup: (t) => t.fault('init', 'Server.Processing', 'no such site'),
    });
    started = root;
    expect((await screen.findByTestId('maintenance')).dataset.variant).toBe('serverDown');
    // The channel comes back: the app retries at once, and the server still cannot give the site.
    act(() => transport.emitState('connected'));
    await waitFor(() => expect(screen.getByTestId('maintenance').dataset.variant).toBe('noConfiguration'));
    expect(transport.callNames().filter((n) => n === 'init')).toHaveLength(2);
    const page = screen.getByTestId('maintenance');
    expect(within(page).getByRole('heading').textContent).toBe('Site not available');
    expect(page.textContent).toContain('The site configuration could not be loaded.');
    expect(page.textContent).not.toContain('Retrying every 30 seconds');
    expect(screen.queryByTestId('maintenance-attempt')).toBeNull();
    const { reload } = recordNavigation();
    fireEvent.click(within(page).getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
