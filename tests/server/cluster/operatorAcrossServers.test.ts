import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushEvent, Topic } from '../../../protocol/events';
import type { RunningServer } from '../../../server/app';
import { canRunTwoServers, startTwoServers, type TwoServers } from '../support/twoServers';
import { operatorLogin, operatorOk } from '../support/operatorWire';
import { WsClient, httpCall } from '../support/wire';

// Issue 30: what an operator does on one server process reaches the players of the other.
describe.skipIf(!canRunTwoServers)('operator actions across two servers on PostgreSQL and Redis', () => {
  let servers: TwoServers;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    servers = await startTwoServers('operator');
    ({ a, b } = servers);
  });
  afterAll(() => servers?.close());

  it('maintenance, a global message and rich media set through one server reach a player on the other', async () => {
    const { client } = await WsClient.connect(b.url);
    try {
      await client.sub(Topic.lobbyOf(1));
      const token = await operatorLogin(a.url, 'admin', 'admin1234');
      const seen = (event: string) => client.pushes.filter((p) => p.event === event).map((p) => p.data);

      await operatorOk(a.url, 'setMaintenance', { siteId: 1, on: true, message: 'Back soon' }, token);
      await operatorOk(a.url, 'sendPlayerMessage', { siteId: 1, title: 'Hi', text: 'Draw at nine' }, token);
      // Either process's relay may claim the rows; here the one that did not take the call.
      expect(await b.services.operatorMessages.tick()).toBe(2);
      await expect
        .poll(() => seen(PushEvent.maintenance))
        .toEqual([{ MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: 'Back soon' }]);
      await expect
        .poll(() => seen(PushEvent.globalMessage))
        .toEqual([expect.objectContaining({ title: 'Hi', body: 'Draw at nine' })]);
      const init = await httpCall(b.url, 'init', { filter: { memberId: 1, languageId: 'en_US' } });
      expect(init.body).toMatchObject({
        ok: true,
        result: { configuration: { MAINTENANCE_ENABLED: 'true' } },
      });

      await operatorOk(
        a.url,
        'setRichMedia',
        { siteId: 1, gameKind: 'bingo', sound: 'on', animation: 'player' },
        token,
      );
      await expect
        .poll(() => seen(PushEvent.richMedia))
        .toEqual([{ richMedia: { bingo: { sound: 'on', animation: 'player' } } }]);

      await operatorOk(a.url, 'setMaintenance', { siteId: 1, on: false }, token);
      expect(await a.services.operatorMessages.tick()).toBe(1);
      await expect.poll(() => seen(PushEvent.maintenance).length).toBe(2);
      const after = await httpCall(b.url, 'init', { filter: { memberId: 1, languageId: 'en_US' } });
      expect(after.body).toMatchObject({
        ok: true,
        result: { configuration: { MAINTENANCE_ENABLED: 'false' } },
      });
    } finally {
      client.close();
    }
  });

  it('a site edited through one server reaches an open page and a later init on the other', async () => {
    const { client } = await WsClient.connect(b.url);
    try {
      await client.sub(Topic.lobbyOf(3));
      const token = await operatorLogin(a.url, 'admin', 'admin1234');
      await operatorOk(a.url, 'updateSite', { siteId: 3, name: 'Across Lotto', accent: '#0f766e' }, token);
      await expect
        .poll(() => client.pushes.filter((p) => p.event === PushEvent.siteUpdate).map((p) => p.data), {
          timeout: 2000,
        })
        .toEqual([
          expect.objectContaining({
            site: expect.objectContaining({
              siteName: 'Across Lotto',
              brand: expect.objectContaining({ accent: '#0f766e' }),
            }),
          }),
        ]);
      await expect
        .poll(
          async () => {
            const init = await httpCall(b.url, 'init', { filter: { memberId: 3, languageId: 'en_US' } });
            return (init.body as { result?: { configuration: { siteName: string } } }).result?.configuration
              .siteName;
          },
          { timeout: 2000 },
        )
        .toBe('Across Lotto');
    } finally {
      client.close();
    }
  });

  it('a scheduled window begins once though both servers sweep at the same moment', async () => {
    const { client } = await WsClient.connect(b.url);
    try {
      await client.sub(Topic.lobbyOf(2));
      const token = await operatorLogin(a.url, 'admin', 'admin1234');
      const from = Date.now() + 300;
      await operatorOk(
        a.url,
        'scheduleMaintenance',
        { siteId: 2, from, to: from + 60_000, message: 'Planned work' },
        token,
      );
      await expect
        .poll(() => client.pushes.filter((p) => p.event === PushEvent.maintenanceNotice).length)
        .toBe(1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, from - Date.now() + 20)));
      await Promise.all([a.services.operatorMessages.tick(), b.services.operatorMessages.tick()]);
      await a.services.operatorMessages.tick();
      const begun = await a.services.db.query(
        "SELECT 1 FROM operator_audit WHERE action = 'maintenanceWindowBegun' AND site_id = 2",
      );
      expect(begun).toHaveLength(1);
      const switches = await a.services.db.query(
        "SELECT 1 FROM operator_messages WHERE kind = 'maintenance' AND member_id = 2",
      );
      expect(switches).toHaveLength(1);
      await expect
        .poll(() => client.pushes.filter((p) => p.event === PushEvent.maintenance).map((p) => p.data))
        .toEqual([{ MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: 'Planned work' }]);
      const init = await httpCall(b.url, 'init', { filter: { memberId: 2, languageId: 'en_US' } });
      expect(init.body).toMatchObject({ result: { configuration: { MAINTENANCE_ENABLED: 'true' } } });
    } finally {
      client.close();
    }
  });
});
