import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from '../../../src/format/sanitizeHtml';

/** Everything the sanitised HTML turns into, parsed the way the page will parse it. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

function scriptable(host: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta'].includes(tag))
      found.push(tag);
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on') || attr.name === 'style' || attr.name === 'srcdoc')
        found.push(attr.name);
      if (
        (attr.name === 'href' || attr.name === 'src') &&
        /^\s*(javascript|data|vbscript):/i.test(attr.value)
      )
        found.push(`${attr.name}=${attr.value}`);
    }
  }
  return found;
}

describe('sanitizeHtml (operator HTML of prize items, banners and pages)', () => {
  it('keeps the formatting an operator writes', () => {
    const html =
      '<p>Two <strong>nights</strong> in a <em>seaside</em> hotel</p><ul><li>12 months</li></ul><a href="https://example.test/t">Terms</a>';
    const host = parsed(html);
    expect(host.querySelector('strong')?.textContent).toBe('nights');
    expect(host.querySelectorAll('li')).toHaveLength(1);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.test/t');
    expect(host.textContent).toBe('Two nights in a seaside hotel12 monthsTerms');
  });

  it.each([
    ['a script element', '<p>hi</p><script>alert(1)</script>'],
    ['a script with odd case', '<ScRiPt>alert(1)</sCrIpT>'],
    ['an img onerror', '<img src=x onerror="alert(1)">'],
    ['an event handler on allowed markup', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link with mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['a javascript: link hidden by entities', '<a href="jav&#x09;ascript&colon;alert(1)">x</a>'],
    ['a javascript: link split by a newline', '<a href="java\nscript:alert(1)">x</a>'],
    ['a data: URL image', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['an svg with a script and onload', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['an svg anchor', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
    [
      'a noscript parser differential',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ],
    ['a base tag', '<base href="javascript:alert(1)//">'],
    ['an object', '<object data="javascript:alert(1)"></object>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ])('removes %s', (_name, html) => {
    expect(scriptable(parsed(html))).toEqual([]);
    // Sanitising its own output changes nothing: no markup appears on a second parse.
    expect(sanitizeHtml(sanitizeHtml(html))).toBe(sanitizeHtml(html));
  });

  it('marks new-window links noopener', () => {
    const a = parsed('<a href="/p/help" target="_blank">help</a>').querySelector('a')!;
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('accepts web, mail and relative addresses and refuses script ones', () => {
    for (const url of ['https://x.test/a.png', '/assets/a.png', 'a.png', 'mailto:help@x.test', '#top'])
      expect(isSafeUrl(url)).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      ' data:image/svg+xml,<svg/onload=alert(1)>',
      '\u0001javascript:x',
    ])
      expect(isSafeUrl(url)).toBe(false);
  });
});
