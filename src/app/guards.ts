import {
  CUSTOM_PAGE_PATH,
  GUARDED_PATH_SET,
  PRE_CONFIGURATION_PATHS,
  PUBLIC_PATHS,
  SLIM_PATH,
  STAY_AFTER_LOGIN_PATHS,
} from './routeTable';

/** What the guards need to know about the app; the shell builds it from the stores. */
export interface GuardState {
  configuration: 'loading' | 'loaded' | 'failed';
  maintenance: boolean;
  /** adminStr seen earlier in this tab (it suppresses the maintenance redirect locally). */
  adminOverride: boolean;
  connected: boolean;
  loggedIn: boolean;
  /** Logged in and the session loaded. */
  initialised: boolean;
  /** A login or a remembered-session load is under way: do not bounce guarded pages yet. */
  sessionPending: boolean;
  mustChangePassword: boolean;
}

export type GuardDecision =
  | { type: 'redirect'; to: string }
  /** Nothing may render yet: show the loading screen. */
  | { type: 'wait'; reason: 'configuration' | 'session' }
  | null;

const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

export function normalisePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

/**
 * Spec section 2, Guard rules, in priority order. Pure: (path, search, state) -> decision;
 * null means render the route.
 */
export function guardRoute(rawPath: string, search: string, state: GuardState): GuardDecision {
  const path = normalisePath(rawPath);
  const params = new URLSearchParams(search);
  if (path === SLIM_PATH) return redirect('/');

  // Before configuration only /maintenance and /idle exist; a failed load is the maintenance case.
  if (state.configuration !== 'loaded') {
    if (PRE_CONFIGURATION_PATHS.has(path)) return null;
    return state.configuration === 'failed'
      ? redirect('/maintenance')
      : { type: 'wait', reason: 'configuration' };
  }

  const adminOverride = state.adminOverride || params.has('adminStr');
  if (state.maintenance && !adminOverride) return path === '/maintenance' ? null : redirect('/maintenance');
  // Maintenance over and the client connected: back to the main page.
  if (path === '/maintenance' && !state.maintenance && state.connected) return redirect('/');

  if (state.mustChangePassword && path !== '/password') return redirect('/password?changeNow=true');

  if (GUARDED_PATH_SET.has(path) && !PUBLIC_PATHS.has(path) && !state.initialised) {
    return state.sessionPending ? { type: 'wait', reason: 'session' } : redirect('/?login=true');
  }
  return null;
}

/** Right after a login: where to go (null = stay). /p/ custom pages are allowed to stay. */
export function pathAfterLogin(rawPath: string): string | null {
  const path = normalisePath(rawPath);
  if (STAY_AFTER_LOGIN_PATHS.has(path) || path.startsWith('/p/')) return null;
  return '/';
}

/** Query parameters `login` and `signup` open their dialogs on any route. */
export function dialogsFromQuery(search: string, loggedIn: boolean): ('login' | 'register')[] {
  const params = new URLSearchParams(search);
  const open: ('login' | 'register')[] = [];
  if (loggedIn) return open;
  if (isOn(params.get('login'))) open.push('login');
  if (isOn(params.get('signup'))) open.push('register');
  return open;
}

function isOn(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0';
}

/** /login?redirectUrl=...: only same-site paths, never another origin. */
export function safeRedirectUrl(search: string): string | null {
  const target = new URLSearchParams(search).get('redirectUrl');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return target;
}

export { CUSTOM_PAGE_PATH };
