import type { SiteConfig } from './schema';

/**
 * The client stylesheet of a site (spec section 7: "a client stylesheet is fetched with the member
 * id"): its brand colours as the custom properties the design tokens read (docs/design.md), so the
 * first paint already wears them, then the operator's own CSS. Colours are validated as #rrggbb by
 * the config schema, so nothing but a colour reaches the declaration.
 */
export function siteStylesheet(site: Pick<SiteConfig, 'brand' | 'stylesheet'>): string {
  const brand = [
    site.brand?.primary ? `  --brand-primary: ${site.brand.primary};` : null,
    site.brand?.accent ? `  --brand-accent: ${site.brand.accent};` : null,
  ].filter((line) => line !== null);
  const parts = [brand.length ? `:root {\n${brand.join('\n')}\n}` : '', site.stylesheet ?? ''];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
