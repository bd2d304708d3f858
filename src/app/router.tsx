import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { LobbyPage } from '../pages/lobby/LobbyPage';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { PAGE_SCREENS } from './pageRoutes';
import { entryRoute, SHELL_ROUTES } from './routeTitles';
import { GUARDED_ROUTES, OPEN_ROUTES, type RouteEntry } from './routeTable';
import { GlobalErrorScreen } from './screens/GlobalErrorScreen';
import { HomePage } from './screens/HomePage';
import { IdlePage } from './screens/IdlePage';
import { LoginRoute } from './screens/LoginRoute';
import { MaintenancePage } from './screens/MaintenancePage';
import { NotFoundPage } from './screens/NotFoundPage';
import { Shell } from './Shell';

/** Later-issue screens: one small lazy chunk, so nothing but the lobby lands in the first load. */
const placeholder = lazyScreen(() => import('./screens/PlaceholderPage').then((m) => m.PlaceholderPage));
const customPage = lazyScreen(() => import('./screens/CustomPage').then((m) => m.CustomPage));

/** Every lazy screen by its route, so a test (or a link a player is about to follow) can preload it. */
const screenOfRoute = new Map<RouteObject, LazyScreen>();

function lazyRoute(route: RouteObject, screen: LazyScreen): RouteObject {
  const withScreen = { ...route, Component: screen.Component };
  screenOfRoute.set(withScreen, screen);
  return withScreen;
}

function childRoute(entry: RouteEntry): RouteObject {
  const route = entryRoute(entry);
  switch (entry.screen) {
    case 'lobby':
      return { ...route, element: <LobbyPage /> };
    case 'maintenance':
      return { ...route, element: <MaintenancePage /> };
    case 'idle':
      return { ...route, element: <IdlePage /> };
    default:
      return lazyRoute(route, PAGE_SCREENS.get(entry.path) ?? placeholder);
  }
}

/**
 * The complete route table of spec section 2; guards run in the Shell. Plain route objects with
 * their screens as lazy components: the app renders them with <BrowserRouter> and useRoutes (the
 * data router's 14 KiB stay out of the lobby's first load); tests may hand them to a memory router.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    // Only a data router (tests) reads it; in the app the top-level ErrorBoundary shows the same.
    errorElement: <GlobalErrorScreen />,
    children: [
      { ...SHELL_ROUTES.home, element: <HomePage /> },
      { ...SHELL_ROUTES.login, element: <LoginRoute /> },
      { ...SHELL_ROUTES.slim, element: <Navigate to="/" replace /> },
      lazyRoute(SHELL_ROUTES.customPage, customPage),
      ...OPEN_ROUTES.map(childRoute),
      ...GUARDED_ROUTES.map(childRoute),
      { ...SHELL_ROUTES.notFound, element: <NotFoundPage /> },
    ],
  },
];

/** Loads the screens of the routes matching `pathname`, so they render without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => screenOfRoute.get(m.route)?.preload()));
}
