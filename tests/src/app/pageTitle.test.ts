import { describe, expect, it } from 'vitest';
import { documentTitleOf, siteTitleOf } from '../../../src/app/pageTitle';
import { configuration } from '../fakes/fixtures';

describe('page title', () => {
  it("is the page's name and the site's configured title, never the platform's name", () => {
    const site = {
      ...configuration(),
      siteName: 'Lucky Cartoon',
      siteMetaTitle: 'Lucky Cartoon - lotería',
      languagesServed: [
        { languageId: 'en_US', name: 'English', meta: { title: 'Lucky Cartoon Lotto' } },
        { languageId: 'es_ES', name: 'Español' },
      ],
    };
    expect(siteTitleOf(site, 'en_US')).toBe('Lucky Cartoon Lotto');
    expect(siteTitleOf(site, 'es_ES')).toBe('Lucky Cartoon - lotería');
    expect(siteTitleOf({ ...site, siteMetaTitle: '' }, 'es_ES')).toBe('Lucky Cartoon');
    expect(documentTitleOf('Lucky Cartoon', 'Caja')).toBe('Caja · Lucky Cartoon');
    expect(documentTitleOf('Lucky Cartoon', null)).toBe('Lucky Cartoon');
    expect(documentTitleOf(null, null)).toBe('Drawhall');
  });
});
