import { RpcFault } from '../../../protocol/faults';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { SitePage } from '../../../protocol/operator/content';
import type { SiteConfig } from '../../config/schema';
import { validSite } from '../operators/whiteLabels';

type PageConfig = SiteConfig['customPages'][number];

export function toSitePage(page: PageConfig): SitePage {
  return {
    pageId: page.id,
    link: page.pageLinkName,
    fullWidth: page.pageFullWidth,
    content: { ...page.content },
    published: page.published,
  };
}

/**
 * The site with one page added (pageId null: the next free id) or changed; the page as it was
 * (null for a new one) and as it is. Its link is the site's only page of that link, its texts are
 * in the site's languages; the whole site is validated as the configuration file is.
 */
export function siteWithPage(
  site: SiteConfig,
  pageId: number | null,
  changes: Partial<Omit<SitePage, 'pageId'>>,
): { site: SiteConfig; before: PageConfig | null; page: PageConfig } {
  const before = pageId === null ? null : (site.customPages.find((p) => p.id === pageId) ?? null);
  if (pageId !== null && !before)
    throw new RpcFault(OperatorFault.NotFound, `No page ${pageId} on site ${site.memberId}`);
  const id = before?.id ?? Math.max(0, ...site.customPages.map((p) => p.id)) + 1;
  if (changes.link && site.customPages.some((p) => p.pageLinkName === changes.link && p.id !== id))
    throw new RpcFault(OperatorFault.Conflict, `Site ${site.memberId} has a page ${changes.link} already`);
  const served = new Set(site.languages.map((l) => l.languageId));
  for (const language of Object.keys(changes.content ?? {}))
    if (!served.has(language))
      throw new RpcFault(
        OperatorFault.Refused,
        `Site ${site.memberId} does not serve the language ${language}`,
      );
  const candidate = {
    id,
    pageLinkName: changes.link ?? before?.pageLinkName,
    pageFullWidth: changes.fullWidth ?? before?.pageFullWidth ?? false,
    content: changes.content ?? before?.content ?? {},
    published: changes.published ?? before?.published ?? false,
  };
  const next = validSite({
    ...site,
    customPages: before
      ? site.customPages.map((p) => (p.id === id ? candidate : p))
      : [...site.customPages, candidate],
  });
  return { site: next, before, page: next.customPages.find((p) => p.id === id)! };
}
