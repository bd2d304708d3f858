import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushEvent, Topic } from '../../../protocol/events';
import type { AuditEntry, SiteSummary } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { createSites } from '../../../server/config/sites';
import { loadWhiteLabels } from '../../../server/domain/operators/whiteLabels';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { WsClient, httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

// Issue 30: an operator edits a white label; open pages follow at once, pages opened later too.
describe('updateSite', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;

  const init = async (memberId: number) => {
    const reply = await httpCall(url, 'init', { filter: { memberId, languageId: 'en_US' } });
    return (reply.body as { result: { configuration: Record<string, unknown> } }).result.configuration;
  };
  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
  }, 120_000);
  afterAll(() => stop?.());

  it('renames and recolours a site: open pages get siteUpdate, init and listSites follow, the audit keeps before and after', async () => {
    const { client } = await WsClient.connect(url);
    try {
      await client.sub(Topic.lobbyOf(2));
      const before = (await init(2)) as { siteName: string };
      const ops = await operatorWith(server, 'operations', [2]);
      const { site } = await operatorOk<{ site: SiteSummary }>(
        url,
        'updateSite',
        { siteId: 2, name: 'Lucky Lines', primary: '#7c3aed', accent: '#f59e0b', theme: 'cartoon-theme' },
        ops.token,
      );
      expect(site).toMatchObject({
        siteId: 2,
        name: 'Lucky Lines',
        theme: 'cartoon-theme',
        brand: { primary: '#7c3aed', accent: '#f59e0b' },
      });
      await expect
        .poll(() => client.pushes.filter((p) => p.event === PushEvent.siteUpdate).map((p) => p.data))
        .toEqual([
          expect.objectContaining({
            site: expect.objectContaining({
              siteName: 'Lucky Lines',
              theme: 'cartoon-theme',
              brand: { primary: '#7c3aed', accent: '#f59e0b' },
            }),
          }),
        ]);
      expect(await init(2)).toMatchObject({ siteName: 'Lucky Lines', brand: { primary: '#7c3aed' } });

      const [entry] = await auditOf('updateSite');
      expect(entry).toMatchObject({
        operator: ops.username,
        siteId: 2,
        target: 'Lucky Lines',
        before: { name: before.siteName, theme: expect.any(String), primary: expect.any(String) },
        after: { name: 'Lucky Lines', theme: 'cartoon-theme', primary: '#7c3aed', accent: '#f59e0b' },
        outcome: 'done',
      });

      // A server process started later serves the edit too (the stored row over the file's entry).
      const later = createSites(structuredClone(server.services.config));
      later.register({ ...server.services.sites.get(2)!, siteName: 'from the file' });
      await loadWhiteLabels(server.services.db, later, server.services.log);
      expect(later.get(2)?.siteName).toBe('Lucky Lines');
    } finally {
      client.close();
    }
  });

  it('changes languages and currencies (the first of each the default) and drops a colour or the logo with ""', async () => {
    await operatorOk(
      url,
      'updateSite',
      {
        siteId: 2,
        languages: ['es_ES', 'en_US'],
        currencies: ['EUR', 'USD'],
        logo: 'https://cdn.example/l.png',
      },
      admin,
    );
    expect(await init(2)).toMatchObject({
      defaultLanguage: 'es_ES',
      languagesServed: [{ languageId: 'es_ES' }, { languageId: 'en_US' }],
      brand: { logo: 'https://cdn.example/l.png' },
    });
    await operatorOk(url, 'updateSite', { siteId: 2, logo: '', primary: '', accent: '' }, admin);
    expect((await init(2)).brand).toBeUndefined();
  });

  it("sets the site's default rich sound and animation per kind for players who have not chosen", async () => {
    const { client } = await WsClient.connect(url);
    try {
      await client.sub(Topic.lobbyOf(3));
      const { site } = await operatorOk<{ site: SiteSummary }>(
        url,
        'updateSite',
        { siteId: 3, richSoundDefaults: { lottery: { richSound: true, richAnimations: false } } },
        admin,
      );
      expect(site.richSoundDefaults.lottery).toEqual({ richSound: true, richAnimations: false });
      await operatorOk(
        url,
        'updateSite',
        { siteId: 3, richSoundDefaults: { bingo: { richSound: true } } },
        admin,
      );
      // Kinds not named keep theirs; pages opened later and open pages both get them.
      expect((await init(3)).richSoundDefaults).toMatchObject({
        lottery: { richSound: true, richAnimations: false },
        bingo: { richSound: true },
      });
      await expect.poll(() => client.pushes.filter((p) => p.event === PushEvent.siteUpdate).length).toBe(2);
      const last = client.pushes.filter((p) => p.event === PushEvent.siteUpdate).at(-1)!.data as {
        site: { richSoundDefaults: unknown };
      };
      expect(last.site.richSoundDefaults).toMatchObject({ bingo: { richSound: true } });
      expect(
        await operatorCall(
          url,
          'updateSite',
          { siteId: 3, richSoundDefaults: { pinball: { richSound: true } } },
          admin,
        ),
      ).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    } finally {
      client.close();
    }
  });

  it('refuses roles that may not edit and sites outside the scope, audits the refusal, changes nothing', async () => {
    for (const role of ['finance', 'compliance', 'support', 'readonly'] as const) {
      const { token } = await operatorWith(server, role);
      expect(await operatorCall(url, 'updateSite', { siteId: 1, name: 'Nope' }, token)).toMatchObject({
        ok: false,
        fault: { code: 'Operator.Forbidden', message: `The ${role} role may not call updateSite` },
      });
    }
    const scoped = await operatorWith(server, 'owner', [2]);
    expect(await operatorCall(url, 'updateSite', { siteId: 1, name: 'Nope' }, scoped.token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    expect((await init(1)).siteName).not.toBe('Nope');
    const refused = (
      await operatorOk<{ entries: AuditEntry[] }>(
        url,
        'getAuditLog',
        { action: 'updateSite', operator: scoped.username },
        admin,
      )
    ).entries;
    expect(refused).toMatchObject([{ outcome: 'refused', siteId: 1 }]);
  });

  it('refuses bad input with a clear fault and changes nothing', async () => {
    const name = (await init(1)).siteName;
    const cases: [object, object][] = [
      [{ siteId: 1, primary: 'red' }, { code: 'Server.Validation' }],
      [{ siteId: 1, url: 'javascript:alert(1)' }, { code: 'Server.Validation' }],
      [{ siteId: 1, name: 'x' }, { code: 'Server.Validation' }],
      [{ siteId: 1 }, { code: 'Server.Validation' }],
      [{ siteId: 1, name: 'Fine name', currencies: ['XYZ'] }, { message: 'Unknown currency XYZ' }],
      [
        { siteId: 1, name: 'Fine name', languages: ['xx_XX'] },
        { message: 'No site serves the language xx_XX' },
      ],
      [
        { siteId: 99, name: 'Fine name' },
        { code: 'Operator.NotFound', message: 'No site 99' },
      ],
    ];
    for (const [params, fault] of cases)
      expect(await operatorCall(url, 'updateSite', params, admin)).toMatchObject({ ok: false, fault });
    expect((await init(1)).siteName).toBe(name);
    const stored = await server.services.db.query('SELECT 1 FROM operator_sites WHERE member_id = 1');
    expect(stored).toHaveLength(0);
  });
});
