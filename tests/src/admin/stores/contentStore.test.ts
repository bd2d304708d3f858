import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../../../src/admin/stores/ContentStore';
import { fakeClient } from './fakeClient';

describe('ContentStore', () => {
  it("keeps only the site asked last's ads when two answers cross", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { client } = fakeClient({
      listAds: async (p) => {
        if (p.siteId === 1) await slow;
        return { ads: [{ adId: p.siteId }] };
      },
    });
    const store = new ContentStore(client);
    const first = store.loadAds(1);
    await store.loadAds(2);
    release();
    await first;
    expect(store.ads).toEqual([{ adId: 2 }]);
  });

  it("reloads the ads after an edit and says so; a refusal shows the server's reason and no notice", async () => {
    const { client, calls } = fakeClient({
      listAds: () => ({ ads: [] }),
      updateAd: (p) => {
        if (p.weight === -1) throw new Error('Invalid params');
        return { ad: {} };
      },
    });
    const store = new ContentStore(client);
    expect(await store.updateAd({ siteId: 2, adId: 1, enabled: false }, 'Ad 1 disabled.')).toBe(true);
    expect(calls.map((c) => c.call)).toEqual(['updateAd', 'listAds']);
    expect(store.notice).toBe('Ad 1 disabled.');
    expect(await store.updateAd({ siteId: 2, adId: 1, weight: -1 }, 'saved')).toBe(false);
    expect(store).toMatchObject({ error: 'Invalid params', notice: null });
  });

  it('reloads the texts of the same site and language after a translation is saved', async () => {
    const { client, calls } = fakeClient({
      listTranslations: () => ({ texts: [] }),
      setTranslation: () => ({ done: true }),
    });
    const store = new ContentStore(client);
    await store.setTranslation(
      { siteId: 2, kind: 'gameDescription', ref: 101, languageId: 'es_ES', text: 'Hola' },
      'saved',
    );
    expect(calls.at(-1)).toEqual({ call: 'listTranslations', params: { siteId: 2, languageId: 'es_ES' } });
  });
});
