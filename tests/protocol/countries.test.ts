import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../protocol/countries';
import { UNSELECTED } from '../../protocol/validation/rules';
import { loadConfig } from '../../server/config/loader';
import { createGeoService } from '../../server/domain/geo/service';
import { REGISTRATION_COUNTRIES } from '../../src/site/countries';

describe('countries: one list for the registration forms and the server', () => {
  it("the client's registration list is exactly what getCountries answers on a site accepting all", () => {
    const config = loadConfig('config/demo.json');
    const site = { ...config.sites[0], acceptedCountries: [] };
    const served = createGeoService(config)
      .countries(site)
      .map((c) => c.code);
    expect([...REGISTRATION_COUNTRIES].sort()).toEqual([...served].sort());
  });

  it('holds unique two-letter codes and never the unselected marker', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(codes).not.toContain(UNSELECTED);
  });
});
