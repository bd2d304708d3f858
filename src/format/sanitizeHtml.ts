/**
 * Server-provided HTML (platform message, custom pages) rendered as markup. Operators write it,
 * but it still must not run script: keep a small set of formatting tags and safe attributes,
 * drop everything else (tags unwrapped, script/style removed with their content).
 */
const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'P',
  'BR',
  'SPAN',
  'DIV',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TD',
  'TH',
  'SMALL',
  'HR',
  'BLOCKQUOTE',
]);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);
const ALLOWED_ATTRS = new Set([
  'href',
  'src',
  'alt',
  'title',
  'class',
  'target',
  'rel',
  'width',
  'height',
  'colspan',
  'rowspan',
  // One-click triggers in custom pages (src/app/screens/customPageTriggers.ts): plain data, read
  // by the page's click handler; they run nothing themselves.
  'data-one-click-buy',
  'data-instant-one-click-buy',
  'data-auto-launch',
]);
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.\.?\/|[^:]*$)/i;

/** A link or image address that cannot run script (no javascript:, data:, vbscript:, ...). */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim());
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    // SVG and MathML elements keep lower-case tag names: compare upper-cased, so an <svg><script>
    // is dropped like an HTML one.
    const tag = child.tagName.toUpperCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(tag) || child.namespaceURI !== HTML_NS) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attr of [...child.attributes]) {
      const name = attr.name.toLowerCase();
      const urlAttr = name === 'href' || name === 'src';
      if (!ALLOWED_ATTRS.has(name) || (urlAttr && !isSafeUrl(attr.value))) child.removeAttribute(attr.name);
    }
    if (child.tagName === 'A' && child.getAttribute('target') === '_blank')
      child.setAttribute('rel', 'noopener noreferrer');
  }
}
