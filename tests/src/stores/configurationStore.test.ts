import { describe, expect, it } from 'vitest';
import type { InitResult } from '../../../protocol/calls/session';
import type { SiteLook } from '../../../protocol/events';
import { ConfigurationStore } from '../../../src/stores/ConfigurationStore';

const look: SiteLook = {
  siteName: 'Lucky Lines',
  siteMetaTitle: 'Lucky Lines',
  siteUrl: 'https://lucky.example',
  theme: 'cartoon-theme',
  brand: { primary: '#7c3aed' },
  defaultLanguage: 'es_ES',
  languagesServed: [{ languageId: 'es_ES', name: 'Español' }],
  currenciesServed: [],
};

describe('ConfigurationStore.applySiteUpdate (the siteUpdate push of an operator edit)', () => {
  const loaded = () => {
    const store = new ConfigurationStore();
    store.applyInit(
      {
        configuration: {
          siteName: 'Drawhall',
          theme: 'blue-theme',
          brand: { accent: '#ffc629', logo: 'https://cdn.example/old.png' },
          MAINTENANCE_ENABLED: 'true',
          MAINTENANCE_MESSAGE: 'Back soon',
          richMedia: { bingo: { sound: 'on', animation: 'player' } },
        },
        currencies: [],
      } as unknown as InitResult,
      0,
    );
    return store;
  };

  it('takes the new name, theme and brand, and keeps maintenance and rich media as they were', () => {
    const store = loaded();
    store.applySiteUpdate(look, [{ id: 'EUR' } as never]);
    expect(store.siteName).toBe('Lucky Lines');
    expect(store.theme).toBe('cartoon-theme');
    expect(store.configuration?.brand).toEqual({ primary: '#7c3aed' });
    expect(store.maintenance).toBe(true);
    expect(store.configuration?.richMedia).toEqual({ bingo: { sound: 'on', animation: 'player' } });
    expect(store.currencies).toEqual([{ id: 'EUR' }]);
  });

  it('drops the brand when the operator gave every colour and the logo back to the theme', () => {
    const store = loaded();
    store.applySiteUpdate({ ...look, brand: {} }, []);
    expect(store.configuration?.brand).toBeUndefined();
  });
});
