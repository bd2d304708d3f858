import { describe, expect, it } from 'vitest';
import { attachSiteStylesheet } from '../../../src/site/siteStylesheet';

describe("the site's client stylesheet", () => {
  it('is linked once, by the member id', () => {
    const doc = document.implementation.createHTMLDocument('site');
    const link = attachSiteStylesheet(doc, 2);
    expect(link.getAttribute('href')).toBe('/client/styles/2');
    expect(link.rel).toBe('stylesheet');
    expect(attachSiteStylesheet(doc, 2)).toBe(link);
    expect(doc.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
  });
});
