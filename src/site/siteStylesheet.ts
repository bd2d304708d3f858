/**
 * Links the site's client stylesheet, fetched with the member id (spec section 7): its brand
 * colours and the operator's own CSS, in place before the first paint of the lobby. Once only.
 */
export function attachSiteStylesheet(doc: Document, memberId: number): HTMLLinkElement {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[data-site-stylesheet]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/client/styles/${memberId}`;
  link.dataset.siteStylesheet = String(memberId);
  doc.head.appendChild(link);
  return link;
}
