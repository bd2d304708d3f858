import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { useAdmin } from './AdminContext';
import { AuditPage } from './pages/AuditPage';
import { DashboardPage } from './pages/DashboardPage';
import { GamesPage } from './pages/GamesPage';
import { LoginPage } from './pages/LoginPage';
import { SitePage } from './pages/SitePage';
import { SitesPage } from './pages/SitesPage';

/** Header, navigation and the screen; the login until the server has confirmed an operator. */
const Layout = observer(function Layout() {
  const { session } = useAdmin();
  const { t } = useTranslation();
  useEffect(() => void session.resume(), [session]);
  if (!session.checked) return <p role="status">{t('login.checking')}</p>;
  if (!session.operator) return <LoginPage />;
  const { username, role, sites } = session.operator;
  return (
    <div className="admin-shell">
      <a className="visually-hidden-focusable" href="#main">
        {t('title')}
      </a>
      <header className="admin-header">
        <span className="admin-brand">{t('title')}</span>
        <nav aria-label={t('nav.label')}>
          <NavLink to="/dashboard">{t('nav.dashboard')}</NavLink>
          <NavLink to="/sites">{t('nav.sites')}</NavLink>
          <NavLink to="/games">{t('nav.games')}</NavLink>
          {session.may('getAuditLog') && <NavLink to="/audit">{t('nav.audit')}</NavLink>}
        </nav>
        <span className="admin-who" data-testid="operator-who">
          {username} · {t(`role.${role}`)} ·{' '}
          {sites === 'all' ? t('scope.all') : t('scope.some', { count: sites.length })}
        </span>
        <button className="admin-button admin-button--ghost" onClick={() => void session.logout()}>
          {t('nav.logout')}
        </button>
      </header>
      <main className="admin-main" id="main">
        <Outlet />
      </main>
    </div>
  );
});

const Forbidden = () => {
  const { t } = useTranslation();
  return <p>{t('forbidden')}</p>;
};

const AuditRoute = observer(function AuditRoute() {
  return useAdmin().session.may('getAuditLog') ? <AuditPage /> : <Forbidden />;
});

const NotFound = () => {
  const { t } = useTranslation();
  return <p>{t('notFound')}</p>;
};

// The same router as the player's client (BrowserRouter and useRoutes), under /admin.
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'sites', element: <SitesPage /> },
      { path: 'sites/:siteId', element: <SitePage /> },
      { path: 'games', element: <GamesPage /> },
      { path: 'audit', element: <AuditRoute /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

function AdminRoutes() {
  return useRoutes(routes);
}

export function AdminApp() {
  return (
    <BrowserRouter basename="/admin">
      <AdminRoutes />
    </BrowserRouter>
  );
}
