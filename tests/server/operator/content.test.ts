import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdSummary, AuditEntry, OperatorText, SitePage } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

const CREATIVE = 'https://cdn.example/spring.png';

// Issue 30: ads and the translations of operator text, from the console to the player's calls.
describe('listAds, createAd, updateAd, listTranslations, setTranslation', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;

  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;
  const mainAds = async (memberId: number, languageId?: string) => {
    const reply = await httpCall(url, 'getMainAds', { memberId, deviceKind: 'WEB', languageId });
    return (reply.body as { result: { id: number; adScreenLocation: string }[] }).result;
  };
  const description = async (memberId: number, languageId: string, gameId = 101) => {
    const reply = await httpCall(url, 'getGameLobby', { gameId, languageId, memberId });
    return (reply.body as { result: { gameLobby: { description?: string; gameTitle?: string } } }).result
      .gameLobby;
  };

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
  }, 120_000);
  afterAll(() => stop?.());

  it('creates an ad for Spanish readers that getMainAds serves them only, edits and disables it, audited', async () => {
    const ops = await operatorWith(server, 'operations', [2]);
    const { ad } = await operatorOk<{ ad: AdSummary }>(
      url,
      'createAd',
      {
        siteId: 2,
        location: 'TOP',
        screenType: 'ALL',
        weight: 5,
        image: CREATIVE,
        url: '/lobby',
        languages: ['es_ES'],
      },
      ops.token,
    );
    expect(ad).toMatchObject({
      adId: 1,
      enabled: true,
      size: 'ALL',
      client: 'WEB',
      schedule: null,
      impressions: 0,
    });
    expect(await mainAds(2, 'es_ES')).toMatchObject([{ id: 1, adScreenLocation: 'TOP' }]);
    expect(await mainAds(2, 'en_US')).toEqual([]);
    expect((await auditOf('createAd'))[0]).toMatchObject({
      operator: ops.username,
      siteId: 2,
      target: 'ad 1',
      before: null,
      after: { image: CREATIVE, languages: ['es_ES'], weight: 5 },
    });

    const from = Date.now() + 3_600_000;
    const edited = await operatorOk<{ ad: AdSummary }>(
      url,
      'updateAd',
      { siteId: 2, adId: 1, weight: 9, schedule: { from, to: from + 3_600_000 } },
      ops.token,
    );
    expect(edited.ad).toMatchObject({ weight: 9, schedule: { from, to: from + 3_600_000 }, image: CREATIVE });
    expect(await mainAds(2, 'es_ES')).toEqual([]); // its schedule has not begun
    await operatorOk(url, 'updateAd', { siteId: 2, adId: 1, schedule: null }, ops.token);
    expect(await mainAds(2, 'es_ES')).toHaveLength(1);

    await operatorOk(url, 'updateAd', { siteId: 2, adId: 1, enabled: false }, ops.token);
    expect(await mainAds(2, 'es_ES')).toEqual([]);
    expect((await auditOf('updateAd'))[0]).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(await operatorOk(url, 'listAds', { siteId: 2 }, admin)).toMatchObject({
      ads: [{ adId: 1, enabled: false, weight: 9 }],
    });
  });

  it('refuses ads from roles that may not, outside the scope, and bad ones, changing nothing', async () => {
    const params = { siteId: 1, location: 'TOP', screenType: 'ALL', weight: 1, image: CREATIVE, url: '/' };
    const before = (await operatorOk<{ ads: AdSummary[] }>(url, 'listAds', { siteId: 1 }, admin)).ads;
    for (const role of ['finance', 'compliance', 'support', 'readonly'] as const) {
      const { token } = await operatorWith(server, role);
      expect(await operatorCall(url, 'createAd', params, token)).toMatchObject({
        fault: { code: 'Operator.Forbidden', message: `The ${role} role may not call createAd` },
      });
    }
    const reader = await operatorWith(server, 'readonly', [1]);
    expect(await operatorOk(url, 'listAds', { siteId: 1 }, reader.token)).toEqual({ ads: before });
    const elsewhere = await operatorWith(server, 'owner', [2]);
    expect(await operatorCall(url, 'createAd', params, elsewhere.token)).toMatchObject({
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    const bad: [object, object][] = [
      [{ ...params, weight: -1 }, { code: 'Server.Validation' }],
      [{ ...params, image: 'javascript:alert(1)' }, { code: 'Server.Validation' }],
      [{ ...params, location: 'SIDE' }, { code: 'Server.Validation' }],
      [{ ...params, schedule: { from: 10, to: 5 } }, { code: 'Server.Validation' }],
      [
        { ...params, languages: ['fr_FR'] },
        { code: 'Operator.Refused', message: 'Site 1 does not serve the language fr_FR' },
      ],
    ];
    for (const [p, fault] of bad)
      expect(await operatorCall(url, 'createAd', p, admin)).toMatchObject({ ok: false, fault });
    expect(await operatorCall(url, 'updateAd', { siteId: 1, adId: 999, weight: 1 }, admin)).toMatchObject({
      fault: { code: 'Operator.NotFound', message: 'No ad 999 on site 1' },
    });
    expect(await operatorCall(url, 'updateAd', { siteId: 1, adId: 1 }, admin)).toMatchObject({
      fault: { code: 'Server.Validation' },
    });
    expect((await operatorOk<{ ads: AdSummary[] }>(url, 'listAds', { siteId: 1 }, admin)).ads).toEqual(
      before,
    );
  });

  it('a Spanish site shows the Spanish description and title where one exists, never the English one', async () => {
    const english = (await description(2, 'es_ES')).description;
    expect(english).toMatch(/^Pick 6 numbers/);
    const texts = (
      await operatorOk<{ texts: OperatorText[] }>(
        url,
        'listTranslations',
        { siteId: 2, languageId: 'es_ES' },
        admin,
      )
    ).texts;
    expect(texts).toContainEqual({
      kind: 'gameDescription',
      ref: 101,
      label: 'Mega 6/49',
      original: english,
      text: null,
    });

    const spanish = 'Elige 6 números del 1 al 49 y una bola extra.';
    await operatorOk(
      url,
      'setTranslation',
      { siteId: 2, kind: 'gameDescription', ref: 101, languageId: 'es_ES', text: spanish },
      admin,
    );
    await operatorOk(
      url,
      'setTranslation',
      { siteId: 2, kind: 'gameTitle', ref: 101, languageId: 'es_ES', text: 'Mega 6/49 Lotería' },
      admin,
    );
    expect(await description(2, 'es_ES')).toMatchObject({
      description: spanish,
      gameTitle: 'Mega 6/49 Lotería',
    });
    // The lobby's titles come with init, for the language it asks.
    const titles = async (languageId: string) =>
      (
        (await httpCall(url, 'init', { filter: { memberId: 2, languageId } })).body as {
          result: { configuration: { gameTitles: Record<string, string> } };
        }
      ).result.configuration.gameTitles;
    expect(await titles('es_ES')).toEqual({ '101': 'Mega 6/49 Lotería' });
    expect(await titles('en_US')).toEqual({});
    // A player of the site reading French gets the site's own language, Spanish, before English.
    expect((await description(2, 'fr_FR')).description).toBe(spanish);
    // An English reader, and another site, keep the configuration's text.
    expect((await description(2, 'en_US')).description).toBe(english);
    expect((await description(1, 'es_ES')).description).toBe(english);
    expect((await auditOf('setTranslation'))[1]).toMatchObject({
      siteId: 2,
      target: 'gameDescription 101 es_ES',
      before: { text: null },
      after: { text: spanish },
    });

    // '' removes the translation: the fallback shows again.
    await operatorOk(
      url,
      'setTranslation',
      { siteId: 2, kind: 'gameTitle', ref: 101, languageId: 'es_ES', text: '' },
      admin,
    );
    expect((await description(2, 'es_ES')).gameTitle).toBeUndefined();
  });

  it('refuses translations from roles that may not, outside the scope, and for games or languages the site lacks', async () => {
    const params = { siteId: 2, kind: 'gameDescription', ref: 102, languageId: 'es_ES', text: 'Hola' };
    const { token } = await operatorWith(server, 'support');
    expect(await operatorCall(url, 'setTranslation', params, token)).toMatchObject({
      fault: { code: 'Operator.Forbidden' },
    });
    const elsewhere = await operatorWith(server, 'operations', [1]);
    expect(await operatorCall(url, 'setTranslation', params, elsewhere.token)).toMatchObject({
      fault: { code: 'Operator.Forbidden', message: 'Site 2 is not in your scope' },
    });
    const bad: [object, object][] = [
      [{ ...params, kind: 'adText' }, { code: 'Server.Validation' }],
      [
        { ...params, ref: 302 },
        { code: 'Operator.NotFound', message: 'No game 302 on site 2' },
      ],
      [
        { ...params, languageId: 'fr_FR' },
        { code: 'Operator.Refused', message: 'Site 2 does not serve the language fr_FR' },
      ],
    ];
    for (const [p, fault] of bad)
      expect(await operatorCall(url, 'setTranslation', p, admin)).toMatchObject({ ok: false, fault });
    expect((await description(2, 'es_ES', 102)).description).toMatch(/^Pick 5 numbers/);
  });

  it('a legal page made as a draft is served only once published, and the file comes back when unpublished', async () => {
    const terms = async () => (await fetch(`${url}/client/i18n/customPageByLink/2/terms/es_ES`)).text();
    const fromFile = await terms();
    const html = '<h1>Condiciones</h1><p>Versión del operador.</p>';
    const ops = await operatorWith(server, 'operations', [2]);
    const { page } = await operatorOk<{ page: SitePage }>(
      url,
      'createPage',
      { siteId: 2, link: 'terms', content: { es_ES: html } },
      ops.token,
    );
    expect(page).toMatchObject({ pageId: 1, link: 'terms', published: false, fullWidth: false });
    expect(await terms()).toBe(fromFile);
    await operatorOk(url, 'updatePage', { siteId: 2, pageId: 1, published: true }, ops.token);
    expect(await terms()).toBe(html);
    const init = await httpCall(url, 'init', { filter: { memberId: 2, languageId: 'es_ES' } });
    expect(init.body).toMatchObject({
      result: { configuration: { customPages: [{ id: 1, pageLinkName: 'terms' }] } },
    });
    expect((await auditOf('updatePage'))[0]).toMatchObject({
      operator: ops.username,
      target: 'page 1 terms',
      before: { published: false, content: ['es_ES'] },
      after: { published: true, changedLanguages: [] },
    });
    await operatorOk(url, 'updatePage', { siteId: 2, pageId: 1, published: false }, ops.token);
    expect(await terms()).toBe(fromFile);
    expect(await operatorOk(url, 'listPages', { siteId: 2 }, admin)).toMatchObject({
      pages: [{ pageId: 1, link: 'terms', content: { es_ES: html }, published: false }],
    });
  });

  it('refuses pages from roles that may not, outside the scope, and bad ones, changing nothing', async () => {
    const params = { siteId: 1, link: 'news', content: { en_US: '<p>News</p>' } };
    const before = await operatorOk(url, 'listPages', { siteId: 1 }, admin);
    const { token } = await operatorWith(server, 'finance');
    expect(await operatorCall(url, 'createPage', params, token)).toMatchObject({
      fault: { code: 'Operator.Forbidden', message: 'The finance role may not call createPage' },
    });
    const elsewhere = await operatorWith(server, 'owner', [2]);
    expect(
      await operatorCall(url, 'updatePage', { siteId: 1, pageId: 1, published: false }, elsewhere.token),
    ).toMatchObject({
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    const bad: [object, object][] = [
      [{ ...params, link: 'News Page' }, { code: 'Server.Validation' }],
      [
        { ...params, link: 'about' },
        { code: 'Operator.Conflict', message: 'Site 1 has a page about already' },
      ],
      [
        { ...params, content: { fr_FR: 'Bonjour' } },
        { code: 'Operator.Refused', message: 'Site 1 does not serve the language fr_FR' },
      ],
    ];
    for (const [p, fault] of bad)
      expect(await operatorCall(url, 'createPage', p, admin)).toMatchObject({ ok: false, fault });
    expect(
      await operatorCall(url, 'updatePage', { siteId: 1, pageId: 99, published: true }, admin),
    ).toMatchObject({
      fault: { code: 'Operator.NotFound', message: 'No page 99 on site 1' },
    });
    expect(await operatorOk(url, 'listPages', { siteId: 1 }, admin)).toEqual(before);
  });
});
