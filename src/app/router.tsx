import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LobbyPage } from '../pages/lobby/LobbyPage';
import { importWithRetry } from './lazyWithRetry';
import { PAGE_LOADERS } from './pageRoutes';
import { GUARDED_ROUTES, OPEN_ROUTES, type RouteEntry } from './routeTable';
import { GlobalErrorScreen } from './screens/GlobalErrorScreen';
import { HomePage } from './screens/HomePage';
import { IdlePage } from './screens/IdlePage';
import { LoginRoute } from './screens/LoginRoute';
import { MaintenancePage } from './screens/MaintenancePage';
import { NotFoundPage } from './screens/NotFoundPage';
import { RouteLoading } from './screens/RouteLoading';
import { Shell } from './Shell';

export interface RouteHandle {
  titleKey: string;
}

/** Later-issue screens: one small lazy chunk, so nothing but the lobby lands in the first load. */
const lazyPlaceholder = () =>
  importWithRetry(() => import('./screens/PlaceholderPage')).then((m) => ({ Component: m.PlaceholderPage }));
const lazyCustomPage = () =>
  importWithRetry(() => import('./screens/CustomPage')).then((m) => ({ Component: m.CustomPage }));

function childRoute(entry: RouteEntry): RouteObject {
  const path = entry.path.slice(1);
  const handle: RouteHandle = { titleKey: entry.titleKey };
  switch (entry.screen) {
    case 'lobby':
      return { path, handle, element: <LobbyPage /> };
    case 'maintenance':
      return { path, handle, element: <MaintenancePage /> };
    case 'idle':
      return { path, handle, element: <IdlePage /> };
    default:
      return { path, handle, lazy: PAGE_LOADERS.get(entry.path) ?? lazyPlaceholder };
  }
}

/** The complete route table of spec section 2; guards run in the Shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <GlobalErrorScreen />,
    // Shown while the first route's lazy chunk loads (without it React Router warns on every load).
    HydrateFallback: RouteLoading,
    children: [
      { index: true, handle: { titleKey: 'routes.home' }, element: <HomePage /> },
      { path: 'login', handle: { titleKey: 'routes.login' }, element: <LoginRoute /> },
      { path: 'slim', element: <Navigate to="/" replace /> },
      { path: 'p/:pageLink', handle: { titleKey: 'routes.customPage' }, lazy: lazyCustomPage },
      ...OPEN_ROUTES.map(childRoute),
      ...GUARDED_ROUTES.map(childRoute),
      { path: '*', handle: { titleKey: 'routes.notFound' }, element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
