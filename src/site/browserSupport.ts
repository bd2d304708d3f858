import { BROWSER_MINIMUMS } from '../../protocol/constants';

type Minimum = keyof typeof BROWSER_MINIMUMS;

/**
 * Which browser and major version a user agent names, in the spec's terms (section 9, Browser
 * minimums). Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and every
 * iOS browser runs Safari's engine, so iOS is judged by its system version.
 */
export function browserOf(userAgent: string): { name: Minimum; version: number } | null {
  const ua = userAgent;
  const major = (re: RegExp) => {
    const m = re.exec(ua);
    return m ? Number(m[1]) : null;
  };
  const ios = major(/(?:iPhone|iPad|iPod).*? OS (\d+)_/);
  if (ios !== null) return { name: 'ios', version: ios };
  const mobile = /Mobile|Android/.test(ua);
  const edge = major(/Edge?\/(\d+)/) ?? major(/EdgA?\/(\d+)/);
  if (edge !== null) return { name: 'edge', version: edge };
  const opera = major(/OPR\/(\d+)/) ?? major(/Opera\/(\d+)/);
  if (opera !== null) return { name: 'opera', version: opera };
  const firefox = major(/Firefox\/(\d+)/);
  if (firefox !== null) return { name: mobile ? 'firefoxMobile' : 'firefox', version: firefox };
  const chrome = major(/(?:Chrome|Chromium|CriOS)\/(\d+)/);
  if (chrome !== null) return { name: mobile ? 'chromeMobile' : 'chrome', version: chrome };
  const safari = /Safari\//.test(ua) ? major(/Version\/(\d+)/) : null;
  if (safari !== null) return { name: 'safari', version: safari };
  return null;
}

/** True only for a recognised browser below its minimum; an unknown agent gets the benefit of doubt. */
export function isOutdatedBrowser(userAgent: string): boolean {
  const browser = browserOf(userAgent);
  return browser !== null && browser.version < BROWSER_MINIMUMS[browser.name];
}
