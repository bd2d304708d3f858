import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { chosenLanguage, startLanguage } from './app/startLanguage';
import { createI18n } from './i18n/createI18n';
import { createRpcClient, readConnectionType } from './net/createRpcClient';
import { browserClientInformation } from './site/clientInformation';
import { resolveMemberId } from './site/siteSelection';
import { attachSiteStylesheet } from './site/siteStylesheet';
import { browserPage } from './stores/connection/pageControl';
import { isOutdatedBrowser } from './site/browserSupport';
import { RootStore } from './stores/RootStore';
import { gameKindFilterOf } from './stores/lobby/gameKindFilter';
import './styles/fonts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import type { AdLink } from './stores/ads/adClickThrough';
import './styles/shell.css';
import './styles/sections.css';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

const search = window.location.search;

/** Reads a one-time parameter and drops it from the address bar, so a reload does not reuse it. */
function takeQueryParam(name: string): string | undefined {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
  return value || undefined;
}
const memberId = resolveMemberId(search, storage('sessionStorage'));
attachSiteStylesheet(document, memberId);
const transport = createRpcClient(
  readConnectionType(storage('localStorage')),
  memberId,
  storage('localStorage'),
);
const root: RootStore = new RootStore({
  transport,
  memberId,
  refStr: new URLSearchParams(search).get('refStr') ?? undefined,
  continueSessionId: takeQueryParam('continue_session_id'),
  storage: storage('localStorage'),
  sessionStorage: storage('sessionStorage'),
  fetchAdLink: async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`ad link ${response.status}`);
    return (await response.json()) as AdLink;
  },
  // A beacon: the tracker's answer is opaque and unused, and no-cors needs no CORS on its side.
  sendTrackingGet: async (url) => {
    await fetch(url, { method: 'GET', mode: 'no-cors', keepalive: true, credentials: 'omit' });
  },
  clientInformation: () => browserClientInformation(root.ui.language),
  page: browserPage(),
});
// Spec section 8, Uncaught errors: reported, then the 'Refresh Time' dialog (or, for a payment
// page's cross-origin frame, only the deposit dialog closes).
window.addEventListener('error', (event) =>
  root.systemNotices.uncaughtError(event.message, {
    kind: 'error',
    stack: event.error instanceof Error ? event.error.stack : undefined,
  }),
);
window.addEventListener('unhandledrejection', (event) =>
  root.systemNotices.uncaughtError(
    event.reason instanceof Error ? event.reason.message : String(event.reason),
    { kind: 'rejection', stack: event.reason instanceof Error ? event.reason.stack : undefined },
  ),
);
root.systemNotices.checkBrowser(isOutdatedBrowser(navigator.userAgent));
// The language lives in the obfuscated stored settings; ?lang= wins and is remembered there.
const fromQuery = chosenLanguage(search, null);
if (fromQuery) root.settings.update({ language: fromQuery });
const language = fromQuery ?? root.settings.language;
root.ui.setThemeOverride(new URLSearchParams(search).get('theme'));
// ?f= (spec section 2): the global filter, a game kind /games shows until another is chosen.
const globalFilter = new URLSearchParams(search).get('f');
if (globalFilter !== null) {
  const kind = gameKindFilterOf(globalFilter);
  root.settings.update({ globalFilter: kind === 'all' ? null : kind });
}
if (language) root.ui.setLanguage(language, false);

const i18n = createI18n();
void startLanguage(root, i18n, language);
void root.start();

createRoot(document.getElementById('root')!).render(<App root={root} i18n={i18n} />);
