import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../../../../protocol/events';
import type { RootStore } from '../../../../src/stores/RootStore';
import { renderApp } from '../../fakes/renderApp';
import { game, initResult, session } from '../../fakes/fixtures';

// Spec section 2, Modal dialogs: play game, processing, and the deposit offer after full registration.

let started: RootStore | null = null;
async function openApp(...args: Parameters<typeof renderApp>) {
  const app = await renderApp(...args);
  started = app.root;
  return app;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  started?.stop();
  started = null;
});

describe('play game dialog', () => {
  const inBoth = initResult({
    filteredGames: [
      game({ gameInstanceId: 1, gameId: 10, gameTitle: 'Daily 6/49', playerInGame: true }),
      game({ gameInstanceId: 2, gameId: 20, gameTitle: 'Friday Jackpot', playerInGame: true }),
    ],
  });
  const ready = (gameInstanceId: number, gameId: number): PushMessage =>
    ({
      topic: 'lobby.1',
      seq: gameInstanceId,
      event: 'gameReady',
      data: { gameInstanceId, gameId, timeStamp: 2000 },
    }) as PushMessage;

  it('opens for the game about to be drawn, and Play takes the player to its playout', async () => {
    const { transport, router } = await openApp('/', { init: inBoth, session: session() });
    await screen.findByTestId('lobby');
    expect(screen.queryByTestId('play-game-dialog')).toBeNull();
    act(() => transport.push(ready(2, 20)));
    const dialog = await screen.findByTestId('play-game-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Play Game');
    expect(screen.getByTestId('play-game-body').textContent).toBe(
      'Friday Jackpot is about to start. Watch the draw now?',
    );
    expect(screen.getByTestId('play-game-play').textContent).toBe('Play');
    fireEvent.click(screen.getByTestId('play-game-play'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/playout'));
    expect(router.state.location.search).toBe('?id=2');
    expect(screen.queryByTestId('play-game-dialog')).toBeNull();
  });

  it('Later closes it and the player stays in the lobby', async () => {
    const { transport, router, root } = await openApp('/', { init: inBoth, session: session() });
    await screen.findByTestId('lobby');
    act(() => transport.push(ready(1, 10)));
    expect((await screen.findByTestId('play-game-body')).textContent).toContain('Daily 6/49');
    expect(screen.getByTestId('play-game-later').textContent).toBe('Later');
    fireEvent.click(screen.getByTestId('play-game-later'));
    expect(screen.queryByTestId('play-game-dialog')).toBeNull();
    expect(root.playGame.gameInstanceId).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('lobby')).toBeTruthy();
  });
});

describe('processing dialog', () => {
  /** A long call the test finishes when it likes. */
  function longCall(root: RootStore) {
    let finish!: () => void;
    let done!: Promise<void>;
    act(() => {
      done = root.ui.whileProcessing(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    return {
      end: () =>
        act(async () => {
          finish();
          await done;
        }),
    };
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('does not flash for a call that answers within 300 ms', async () => {
    const { root } = await openApp('/', { session: session() });
    await screen.findByTestId('lobby');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = longCall(root);
    await wait(250);
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
    await call.end();
    await wait(1000);
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
  });

  it('covers the page while a longer call runs and goes when it ends', async () => {
    const { root } = await openApp('/', { session: session() });
    await screen.findByTestId('lobby');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = longCall(root);
    await wait(299);
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
    await wait(1);
    const dialog = screen.getByTestId('processing-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toBe('ProcessingPlease wait while we complete your request.');
    // It cannot be closed: Escape and time change nothing while the call runs.
    fireEvent.keyDown(window, { key: 'Escape' });
    await wait(10_000);
    expect(screen.getByTestId('processing-dialog')).toBeTruthy();
    await call.end();
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
  });

  it('each call waits its own 300 ms: a quick call followed by another does not flash', async () => {
    const { root } = await openApp('/', { session: session() });
    await screen.findByTestId('lobby');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = longCall(root);
    await wait(250);
    await first.end();
    await wait(100); // past the first call's 300 ms
    const second = longCall(root);
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
    await wait(299);
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
    await wait(1);
    expect(screen.getByTestId('processing-dialog')).toBeTruthy();
    await second.end();
    expect(screen.queryByTestId('processing-dialog')).toBeNull();
  });
});

describe('deposit offer after full registration', () => {
  async function offered() {
    const app = await openApp('/', { session: session() });
    await screen.findByTestId('lobby');
    // What full registration does when no email step is configured (EMAIL_ON_FULL_REGISTRATION off).
    act(() => app.root.registration.showAfterFullRegistration());
    const dialog = await screen.findByTestId('afterFullRegistrationDeposit-dialog');
    return { ...app, dialog };
  }

  it('says registration is complete, and Deposit goes to the cashier', async () => {
    const { dialog, router, root } = await offered();
    expect(within(dialog).getByRole('heading').textContent).toBe('Registration complete');
    expect(dialog.textContent).toContain(
      'Thank you for completing your registration. Make a deposit to start playing.',
    );
    const deposit = screen.getByTestId('afterFullRegistrationDeposit-deposit');
    expect(deposit.textContent).toBe('Deposit');
    fireEvent.click(deposit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cashier'));
    expect(screen.queryByTestId('afterFullRegistrationDeposit-dialog')).toBeNull();
    expect(root.ui.isOpen('afterFullRegistrationDeposit')).toBe(false);
  });

  it('the close button closes it where the player is', async () => {
    const { router, dialog } = await offered();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('afterFullRegistrationDeposit-dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Later closes it too', async () => {
    const { router } = await offered();
    expect(screen.getByTestId('afterFullRegistrationDeposit-later').textContent).toBe('Later');
    fireEvent.click(screen.getByTestId('afterFullRegistrationDeposit-later'));
    expect(screen.queryByTestId('afterFullRegistrationDeposit-dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
