import { describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';

function setup() {
  const transport = new FakeTransport();
  transport.respond('reportClientError', 1);
  const root = new RootStore({
    transport,
    memberId: 3,
    page: { reload: () => undefined, pathname: () => '/cashier' },
  });
  return { transport, root, reports: () => transport.calls.filter((c) => c.name === 'reportClientError') };
}

describe('uncaught errors reach the server for the operators', () => {
  it('reports a window error with its stack and route, once per distinct message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root, reports } = setup();
    root.systemNotices.uncaughtError('x is undefined', {
      kind: 'error',
      stack: 'TypeError\n  at f (a.js:1:1)',
    });
    root.systemNotices.uncaughtError('x is undefined', { kind: 'error' });
    root.systemNotices.uncaughtError('ResizeObserver loop limit exceeded');
    error.mockRestore();
    expect(reports().map((c) => c.params)).toEqual([
      {
        memberId: 3,
        kind: 'error',
        message: 'x is undefined',
        stack: 'TypeError\n  at f (a.js:1:1)',
        route: '/cashier',
      },
    ]);
    expect(root.systemNotices.isOpen('refreshTime')).toBe(true);
  });

  it('sends at most ten reports from one page, and a render error only reports', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root, reports } = setup();
    root.systemNotices.renderError(new Error('render failed'));
    expect(root.systemNotices.isOpen('refreshTime')).toBe(false);
    for (let i = 0; i < 30; i++) root.systemNotices.uncaughtError(`failure ${i}`, { kind: 'rejection' });
    error.mockRestore();
    expect(reports()).toHaveLength(10);
    expect(reports()[0].params).toMatchObject({ kind: 'render', message: 'render failed' });
  });

  it('a report the server refuses is swallowed, not a new uncaught error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { transport, root } = setup();
    transport.fault('reportClientError', 'Server.RateLimited', 'slow down');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    root.systemNotices.uncaughtError('boom', { kind: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    error.mockRestore();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
