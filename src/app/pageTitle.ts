import type { Configuration } from '../../protocol/types';

/**
 * The site's own title for a language: the language's meta title, else the site's meta title,
 * else its name (so a white label never shows the platform's name).
 */
export function siteTitleOf(configuration: Configuration | null, languageId: string): string | null {
  if (!configuration) return null;
  const meta = configuration.languagesServed?.find((l) => l.languageId === languageId)?.meta?.title;
  return meta || configuration.siteMetaTitle || configuration.siteName;
}

/** The tab title: the page's name, then the site's title ("Cashier · Lucky Cartoon"). */
export function documentTitleOf(siteTitle: string | null, pageTitle: string | null): string {
  const site = siteTitle ?? 'Drawhall';
  return pageTitle && pageTitle !== site ? `${pageTitle} · ${site}` : site;
}
