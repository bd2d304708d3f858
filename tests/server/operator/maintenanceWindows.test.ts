import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushEvent, Topic } from '../../../protocol/events';
import type { AuditEntry, MaintenanceWindow } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { startTestServer } from '../support/testServer';
import { WsClient, httpCall } from '../support/wire';
import { operatorWith } from './support';

const MINUTE = 60_000;

// Issue 30: a maintenance window scheduled ahead; the server switches it on and off by itself.
describe('scheduleMaintenance, listMaintenanceWindows, cancelMaintenance', () => {
  let server: RunningServer;
  let url: string;
  let admin: string;
  let offset = 0;
  const startedAt = Date.now();
  const now = () => startedAt + offset;

  const configuration = async (memberId = 1) => {
    const reply = await httpCall(url, 'init', { filter: { memberId, languageId: 'en_US' } });
    return (reply.body as { result: { configuration: Record<string, unknown> } }).result.configuration;
  };
  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;
  const windows = async (siteId = 1, past = false) =>
    (
      await operatorOk<{ windows: MaintenanceWindow[] }>(
        url,
        'listMaintenanceWindows',
        { siteId, past },
        admin,
      )
    ).windows;

  /** The clock moves on; the operator signs in again (a session ends after 15 minutes unused). */
  const advance = async (ms: number) => {
    offset += ms;
    admin = await operatorLogin(url, 'admin', 'admin1234');
  };

  beforeAll(async () => {
    server = await startTestServer({ clock: { now } });
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
  }, 120_000);
  afterAll(() => server?.close());

  it('tells players in advance, switches maintenance on at from and off at to, once, and audits each step', async () => {
    const { client } = await WsClient.connect(url);
    try {
      await client.sub(Topic.lobbyOf(1));
      const seen = (event: string) => client.pushes.filter((p) => p.event === event).map((p) => p.data);
      const from = now() + 10 * MINUTE;
      const to = from + 30 * MINUTE;
      const { window } = await operatorOk<{ window: MaintenanceWindow }>(
        url,
        'scheduleMaintenance',
        { siteId: 1, from, to, message: 'Upgrading the draw machines' },
        admin,
      );
      expect(window).toMatchObject({ siteId: 1, from, to, status: 'scheduled', createdBy: 'admin' });
      const notice = { from, to, message: 'Upgrading the draw machines' };
      await expect.poll(() => seen(PushEvent.maintenanceNotice)).toEqual([{ notice }]);
      expect(await configuration()).toMatchObject({
        MAINTENANCE_ENABLED: 'false',
        maintenanceNotice: notice,
      });
      expect(await windows()).toEqual([window]);
      expect((await auditOf('scheduleMaintenance'))[0]).toMatchObject({
        siteId: 1,
        target: `window ${window.windowId}`,
        after: notice,
        outcome: 'done',
      });

      // Not yet due: nothing happens.
      await server.services.operatorMessages.tick();
      expect((await configuration()).MAINTENANCE_ENABLED).toBe('false');

      await advance(10 * MINUTE);
      await Promise.all([server.services.operatorMessages.tick(), server.services.operatorMessages.tick()]);
      expect(await configuration()).toMatchObject({
        MAINTENANCE_ENABLED: 'true',
        MAINTENANCE_MESSAGE: 'Upgrading the draw machines',
        maintenanceNotice: null,
      });
      await expect
        .poll(() => seen(PushEvent.maintenance))
        .toEqual([{ MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: 'Upgrading the draw machines' }]);
      expect(seen(PushEvent.maintenanceNotice).at(-1)).toEqual({ notice: null });
      expect((await windows())[0]).toMatchObject({ status: 'active' });

      await advance(30 * MINUTE);
      await server.services.operatorMessages.tick();
      await server.services.operatorMessages.tick();
      expect((await configuration()).MAINTENANCE_ENABLED).toBe('false');
      await expect.poll(() => seen(PushEvent.maintenance).length).toBe(2);
      expect(await windows()).toEqual([]);
      expect(await windows(1, true)).toMatchObject([{ windowId: window.windowId, status: 'done' }]);
      expect(await auditOf('maintenanceWindowBegun')).toMatchObject([
        { siteId: 1, operator: 'admin', ip: '(schedule)', target: `window ${window.windowId}` },
      ]);
      expect(await auditOf('maintenanceWindowEnded')).toHaveLength(1);
    } finally {
      client.close();
    }
  });

  it('cancels a window to come (the notice goes), ends one under way, and refuses a second cancel', async () => {
    const from = now() + 5 * MINUTE;
    const { window } = await operatorOk<{ window: MaintenanceWindow }>(
      url,
      'scheduleMaintenance',
      { siteId: 2, from, to: from + MINUTE, message: '' },
      admin,
    );
    expect((await configuration(2)).maintenanceNotice).toMatchObject({ from });
    await operatorOk(url, 'cancelMaintenance', { siteId: 2, windowId: window.windowId }, admin);
    expect((await configuration(2)).maintenanceNotice).toBeNull();
    expect(
      await operatorCall(url, 'cancelMaintenance', { siteId: 2, windowId: window.windowId }, admin),
    ).toMatchObject({
      ok: false,
      fault: {
        code: 'Operator.Conflict',
        message: `Maintenance window ${window.windowId} is cancelled already`,
      },
    });
    expect((await auditOf('cancelMaintenance'))[0]).toMatchObject({
      before: { status: 'scheduled' },
      after: { status: 'cancelled' },
    });

    const running = await operatorOk<{ window: MaintenanceWindow }>(
      url,
      'scheduleMaintenance',
      { siteId: 2, from: now(), to: now() + MINUTE, message: 'Now' },
      admin,
    );
    await server.services.operatorMessages.tick();
    expect((await configuration(2)).MAINTENANCE_ENABLED).toBe('true');
    await operatorOk(url, 'cancelMaintenance', { siteId: 2, windowId: running.window.windowId }, admin);
    await server.services.operatorMessages.tick();
    expect((await configuration(2)).MAINTENANCE_ENABLED).toBe('false');
    expect(await windows(2, true)).toMatchObject([{ status: 'cancelled' }, { status: 'done' }]);
  });

  it('refuses roles and sites outside the scope; bad, past and overlapping windows change nothing', async () => {
    const from = now() + 60 * MINUTE;
    const params = { siteId: 1, from, to: from + MINUTE, message: 'x' };
    for (const role of ['finance', 'compliance', 'support', 'readonly'] as const) {
      const { token } = await operatorWith(server, role);
      expect(await operatorCall(url, 'scheduleMaintenance', params, token)).toMatchObject({
        fault: { code: 'Operator.Forbidden', message: `The ${role} role may not call scheduleMaintenance` },
      });
      expect(await operatorCall(url, 'cancelMaintenance', { siteId: 1, windowId: 1 }, token)).toMatchObject({
        fault: { code: 'Operator.Forbidden' },
      });
    }
    const reader = await operatorWith(server, 'readonly', [1]);
    expect(await operatorOk(url, 'listMaintenanceWindows', { siteId: 1 }, reader.token)).toEqual({
      windows: [],
    });
    const elsewhere = await operatorWith(server, 'operations', [2]);
    for (const [call, p] of [
      ['scheduleMaintenance', params],
      ['listMaintenanceWindows', { siteId: 1 }],
    ] as const)
      expect(await operatorCall(url, call, p, elsewhere.token)).toMatchObject({
        fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
      });

    const bad: [object, object][] = [
      [{ ...params, to: from }, { code: 'Server.Validation' }],
      [{ ...params, from: 'tomorrow' }, { code: 'Server.Validation' }],
      [
        { ...params, from: now() - 2 * MINUTE, to: now() - MINUTE },
        { message: 'The window has ended already' },
      ],
      [
        { ...params, siteId: 99 },
        { code: 'Operator.NotFound', message: 'No site 99' },
      ],
    ];
    for (const [p, fault] of bad)
      expect(await operatorCall(url, 'scheduleMaintenance', p, admin)).toMatchObject({ ok: false, fault });
    expect(await windows()).toEqual([]);

    const { window } = await operatorOk<{ window: MaintenanceWindow }>(
      url,
      'scheduleMaintenance',
      params,
      admin,
    );
    const overlapping = { ...params, from: from + MINUTE / 2, to: from + 2 * MINUTE };
    expect(await operatorCall(url, 'scheduleMaintenance', overlapping, admin)).toMatchObject({
      fault: {
        code: 'Operator.Conflict',
        message: `The window overlaps maintenance window ${window.windowId}`,
      },
    });
    expect(
      await operatorCall(url, 'cancelMaintenance', { siteId: 2, windowId: window.windowId }, admin),
    ).toMatchObject({
      fault: { code: 'Operator.NotFound' },
    });
    expect(await windows()).toEqual([window]);
  });
});
