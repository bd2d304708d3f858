import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import { RootStore } from '../../../../src/stores/RootStore';
import type { PageControl } from '../../../../src/stores/connection/pageControl';
import { WAKE_TICK_MS } from '../../../../src/stores/connection/ConnectionSupervisor';
import { FakeTransport } from '../../fakes/FakeTransport';
import { configuration, initResult } from '../../fakes/fixtures';

/** A page that records the reloads asked of it, at a path the test sets. */
function fakePage(path = '/lobby'): PageControl & { reloads: string[]; path: string } {
  const page = {
    reloads: [] as string[],
    path,
    reload: (to = '/') => void page.reloads.push(to),
    pathname: () => page.path,
  };
  return page;
}

async function setup(options: { path?: string; random?: number; init?: ReturnType<typeof initResult> } = {}) {
  const transport = new FakeTransport()
    .respond('init', options.init ?? initResult())
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] });
  const page = fakePage(options.path);
  const root = new RootStore({ transport, memberId: 1, page });
  if (options.random !== undefined) {
    const r = options.random;
    (root.connectionSupervisor as unknown as { random: () => number }).random = () => r;
  }
  await root.start();
  transport.emitState('connected');
  return { transport, root, page };
}

/** Lets the fault listeners (queued as microtasks after the caller's rejection) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connection faults (spec section 8)', () => {
  it.each([
    '34',
    'Client.Error.MessageSend',
    'Client.Error.RequestTimeout',
    'Channel.Connect.Failed',
    'Server.Processing.DuplicateSessionDetected',
  ])('%s rejects its caller, shows the reconnecting dialog and re-initialises after 1 s', async (code) => {
    const { transport, root } = await setup();
    transport.fault('getPlayerAccounts', code, 'gone');
    await expect(transport.call('getPlayerAccounts', {})).rejects.toMatchObject({ code });
    await settle();
    expect(root.connection.reconnecting).toBe(true);
    expect(transport.restarts).toBe(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.restarts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.restarts).toBe(1);
    // The first answer on the fresh channel ends the recovery and the dialog.
    await settle();
    expect(transport.callNames().at(-1)).toBe('ping');
    expect(root.connection.reconnecting).toBe(false);
  });

  it('re-initialises once for a burst of faults', async () => {
    const { transport } = await setup();
    transport.fault('getPlayerAccounts', 'Client.Error.MessageSend');
    for (let i = 0; i < 3; i++) await transport.call('getPlayerAccounts', {}).catch(() => undefined);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.restarts).toBe(1);
  });

  it("'101' for a client with a session shows reconnecting and reloads to root after 3 s", async () => {
    const { transport, root, page } = await setup();
    transport.token = 't';
    transport.fault('loadPlayer', '101', 'not logged in');
    await expect(transport.call('loadPlayer', {})).rejects.toBeInstanceOf(RpcFault);
    await settle();
    expect(root.connection.reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(page.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.reloads).toEqual(['/']);
  });

  it("a visitor's '101' only rejects: no dialog, no reload", async () => {
    const { transport, root, page } = await setup();
    transport.fault('getPlayerAccounts', '101');
    await expect(transport.call('getPlayerAccounts', {})).rejects.toMatchObject({ code: '101' });
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(root.connection.reconnecting).toBe(false);
    expect(page.reloads).toEqual([]);
  });

  it('ignores game-results faults (the caller is still rejected)', async () => {
    const { transport, root } = await setup();
    transport.fault('getGameResults', 'Client.Error.RequestTimeout');
    await expect(transport.call('getGameResults', { gameInstanceId: 1 })).rejects.toMatchObject({
      code: 'Client.Error.RequestTimeout',
    });
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(root.connection.reconnecting).toBe(false);
    expect(transport.restarts).toBe(0);
  });
});

describe('connection states (spec section 4)', () => {
  it('stays connected through one retry, is disconnected from the second, then goes to /idle', async () => {
    const { transport, root } = await setup();
    root.ui.openModal('login');
    transport.emitState('disconnected');
    expect(root.connection.retries).toBe(1);
    expect(root.connection.connected).toBe(true);
    expect(root.connection.reconnecting).toBe(true);
    expect(root.connection.offlineTransitions).toBe(0);
    transport.emitState('connecting');
    transport.emitState('disconnected');
    expect(root.connection.retries).toBe(2);
    expect(root.connection.connected).toBe(false);
    expect(root.connection.offlineTransitions).toBe(1);
    expect(root.connection.lost).toBe(true);
    expect(root.ui.isOpen('login')).toBe(false); // a disconnect closes all modals
  });

  it('on reconnect with maintenance off reloads after the random 3 to 13 s', async () => {
    const { transport, page } = await setup({ random: 0.5 });
    transport.emitState('disconnected');
    transport.emitState('disconnected');
    transport.emitState('connected');
    await vi.advanceTimersByTimeAsync(7999);
    expect(page.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.reloads).toEqual(['/']);
  });

  it.each([
    [0, 3000],
    [0.9999, 12999],
  ])('the reload delay for random %d is within 3 to 13 s', async (random, delay) => {
    const { transport, page } = await setup({ random });
    transport.emitState('disconnected');
    transport.emitState('disconnected');
    transport.emitState('connected');
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(page.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.reloads).toEqual(['/']);
  });

  it('a single blip (one retry) neither goes to /idle nor reloads', async () => {
    const { transport, root, page } = await setup();
    transport.emitState('disconnected');
    transport.emitState('connected');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(root.connection.offlineTransitions).toBe(0);
    expect(root.connection.reconnecting).toBe(false);
    expect(page.reloads).toEqual([]);
  });

  it('on reconnect during maintenance a socket client logs in again instead of reloading', async () => {
    const init = initResult({ configuration: configuration({ MAINTENANCE_ENABLED: 'true' }) });
    const { transport, root, page } = await setup({ init });
    transport.respond('loadPlayer', () => {
      throw new RpcFault('Server.Processing', 'x');
    });
    root.session.loggedIn = true;
    transport.emitState('disconnected');
    transport.emitState('disconnected');
    transport.emitState('connected');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(page.reloads).toEqual([]);
    expect(transport.callNames()).toContain('loadPlayer');
  });
});

describe('wake-up after idle (spec section 4)', () => {
  async function sleep(path: string, ms: number) {
    const s = await setup({ path });
    const calls = s.transport.calls.length;
    vi.setSystemTime(Date.now() + ms); // the machine slept: no timer ran meanwhile
    await vi.advanceTimersByTimeAsync(WAKE_TICK_MS);
    return { ...s, newCalls: s.transport.callNames().slice(calls) };
  }

  it('reloads / and /games after 5 minutes or more', async () => {
    expect((await sleep('/', 5 * 60_000)).page.reloads).toEqual(['/']);
    expect((await sleep('/games', 6 * 60_000)).page.reloads).toEqual(['/games']);
  });

  it('pings elsewhere, and on / after less than 5 minutes', async () => {
    const elsewhere = await sleep('/cashier', 10 * 60_000);
    expect(elsewhere.page.reloads).toEqual([]);
    expect(elsewhere.newCalls).toContain('ping');
    const short = await sleep('/', 2 * 60_000);
    expect(short.page.reloads).toEqual([]);
    expect(short.newCalls).toContain('ping');
  });

  it('past the 3600 s idle limit starts afresh at the root from any page', async () => {
    expect((await sleep('/cashier', 3600_000)).page.reloads).toEqual(['/']);
  });

  it('does nothing while timers run on time', async () => {
    const { transport, page } = await setup({ path: '/' });
    const calls = transport.calls.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(page.reloads).toEqual([]);
    expect(transport.calls.length).toBe(calls);
  });
});

describe('system popups (spec section 8)', () => {
  it('warns when the clock is off by 5 s or more, not below', async () => {
    const off = await setup({
      init: initResult({ sync: { clientInformationUpdated: true, serverTimeMillis: Date.now() + 5000 } }),
    });
    expect(off.root.systemNotices.isOpen('clock')).toBe(true);
    const near = await setup({
      init: initResult({ sync: { clientInformationUpdated: true, serverTimeMillis: Date.now() - 4000 } }),
    });
    expect(near.root.systemNotices.isOpen('clock')).toBe(false);
  });

  it("an uncaught error opens 'Refresh Time'; a cross-origin frame error only closes the deposit dialog", async () => {
    const { root } = await setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    root.ui.openModal('notEnoughFunds');
    root.systemNotices.uncaughtError(
      'Blocked a frame with origin "https://pay.example" from accessing a cross-origin frame.',
    );
    expect(root.ui.isOpen('notEnoughFunds')).toBe(false);
    expect(root.systemNotices.isOpen('refreshTime')).toBe(false);
    root.systemNotices.uncaughtError("Cannot read properties of undefined (reading 'x')");
    expect(root.systemNotices.isOpen('refreshTime')).toBe(true);
    expect(errors).toHaveBeenCalledTimes(2); // both reported
    errors.mockRestore();
  });
});

describe('the browser losing its network', () => {
  /** A page whose offline and online events the test fires. */
  function networkPage() {
    let listener: ((online: boolean) => void) | null = null;
    const page: PageControl = {
      reload: () => undefined,
      pathname: () => '/lobby',
      onNetworkChange: (l) => {
        listener = l;
        return () => (listener = null);
      },
    };
    return { page, fire: (online: boolean) => listener?.(online) };
  }

  it('drops the silent socket at once with the reconnecting dialog, and retries at once when back online', async () => {
    const transport = new FakeTransport()
      .respond('init', initResult())
      .respond('ping', { serverTimeMillis: Date.now() })
      .respond('getFilteredGames', { games: [] });
    const network = networkPage();
    const root = new RootStore({ transport, memberId: 1, page: network.page });
    await root.start();
    transport.emitState('connected');

    network.fire(false);
    expect(root.connection.reconnecting).toBe(true);
    expect(transport.restarts).toBe(1);
    transport.emitState('disconnected');

    network.fire(true);
    expect(transport.restarts).toBe(2);
    transport.emitState('connected');
    // Online while connected (a flicker the socket survived) changes nothing.
    network.fire(true);
    expect(transport.restarts).toBe(2);
    root.connectionSupervisor.stop();
    network.fire(false);
    expect(transport.restarts).toBe(2);
  });
});
