import { matchRoutes, type RouteObject } from 'react-router-dom';
import { GUARDED_ROUTES, OPEN_ROUTES, type RouteEntry } from './routeTable';

export interface RouteHandle {
  titleKey: string;
}

/**
 * The shell's own routes as paths and title keys, without their screens: the router gives them
 * their screens, and the page titles are read from them without the router (whose Shell reads
 * the titles: this module imports no screen, so nothing here leads back to it).
 */
export const SHELL_ROUTES = {
  home: { index: true, handle: { titleKey: 'routes.home' } },
  login: { path: 'login', handle: { titleKey: 'routes.login' } },
  slim: { path: 'slim' },
  customPage: { path: 'p/:pageLink', handle: { titleKey: 'routes.customPage' } },
  notFound: { path: '*', handle: { titleKey: 'routes.notFound' } },
} satisfies Record<string, RouteObject>;

/** A route of the route table (spec section 2) as a child of the shell, its screen left out. */
export function entryRoute(entry: RouteEntry): RouteObject & { path: string; handle: RouteHandle } {
  return { path: entry.path.slice(1), handle: { titleKey: entry.titleKey } };
}

/** The router's tree, paths and title keys only, in the router's order. */
const titleRoutes: RouteObject[] = [
  {
    path: '/',
    children: [
      SHELL_ROUTES.home,
      SHELL_ROUTES.login,
      SHELL_ROUTES.slim,
      SHELL_ROUTES.customPage,
      ...OPEN_ROUTES.map(entryRoute),
      ...GUARDED_ROUTES.map(entryRoute),
      SHELL_ROUTES.notFound,
    ],
  },
];

/** The handle (title key) of the deepest route matching `pathname` that has one. */
export function routeHandleAt(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(titleRoutes, pathname) ?? [];
  return [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)?.route
    .handle as RouteHandle | undefined;
}
