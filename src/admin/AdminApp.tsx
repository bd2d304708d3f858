import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { useAdmin } from './AdminContext';
import { AuditPage } from './pages/AuditPage';
import { CashierPage } from './pages/cashier/CashierPage';
import { ClientErrorsPage } from './pages/ClientErrorsPage';
import { AdsPage } from './pages/content/AdsPage';
import { PagesPage } from './pages/content/PagesPage';
import { TranslationsPage } from './pages/content/TranslationsPage';
import { DashboardPage } from './pages/DashboardPage';
import { BingoRoomsPage } from './pages/games/BingoRoomsPage';
import { GamesPage } from './pages/games/GamesPage';
import { InstantGamePage } from './pages/games/InstantGamePage';
import { InstantPoolsPage } from './pages/games/InstantPoolsPage';
import { PromotionsPage } from './pages/games/PromotionsPage';
import { ResultPage } from './pages/games/ResultPage';
import { ResultsPage } from './pages/games/ResultsPage';
import { LoginPage } from './pages/LoginPage';
import { PlayerPage } from './pages/player/PlayerPage';
import { PlayersPage } from './pages/PlayersPage';
import { ReportsPage } from './pages/reports/ReportsPage';
import { SitePage } from './pages/SitePage';
import { SitesPage } from './pages/SitesPage';
import { SupportCasePage } from './pages/support/SupportCasePage';
import { SupportPage } from './pages/support/SupportPage';
import { VerificationPage } from './pages/verification/VerificationPage';
import type { OperatorCallName } from '../../protocol/operator/calls';

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
          <NavLink to="/players">{t('nav.players')}</NavLink>
          <NavLink to="/content">{t('nav.content')}</NavLink>
          {session.may('listWithdrawals') && <NavLink to="/cashier">{t('nav.cashier')}</NavLink>}
          {session.may('listSupportCases') && <NavLink to="/support">{t('nav.support')}</NavLink>}
          {session.may('listVerificationRequests') && (
            <NavLink to="/verification">{t('nav.verification')}</NavLink>
          )}
          {session.may('getReport') && <NavLink to="/reports">{t('nav.reports')}</NavLink>}
          {session.may('getAuditLog') && <NavLink to="/audit">{t('nav.audit')}</NavLink>}
          {session.may('listClientErrors') && <NavLink to="/client-errors">{t('nav.clientErrors')}</NavLink>}
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

/** A screen for the roles whose calls it needs; the others see why it is not theirs. */
const Guarded = observer(function Guarded(props: { call: OperatorCallName; children: React.ReactNode }) {
  return useAdmin().session.may(props.call) ? props.children : <Forbidden />;
});

const NotFound = () => {
  const { t } = useTranslation();
  return <p>{t('notFound')}</p>;
};

/** A route whose screen is for the roles that may make `call`. */
const guarded = (path: string, call: OperatorCallName, screen: React.ReactNode): RouteObject => ({
  path,
  element: <Guarded call={call}>{screen}</Guarded>,
});

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
      guarded('games/results', 'listResults', <ResultsPage />),
      guarded('games/results/:gameInstanceId', 'getResult', <ResultPage />),
      guarded('games/instant', 'listInstantGames', <InstantPoolsPage />),
      guarded('games/instant/:gameId', 'listInstantPools', <InstantGamePage />),
      guarded('games/bingo', 'listBingoRooms', <BingoRoomsPage />),
      guarded('games/promotions', 'listCoupons', <PromotionsPage />),
      { path: 'players', element: <PlayersPage /> },
      guarded('players/:playerId', 'getPlayer', <PlayerPage />),
      { path: 'content', element: <Navigate to="/content/ads" replace /> },
      guarded('content/ads', 'listAds', <AdsPage />),
      guarded('content/pages', 'listPages', <PagesPage />),
      guarded('content/translations', 'listTranslations', <TranslationsPage />),
      guarded('cashier', 'listWithdrawals', <CashierPage />),
      guarded('support', 'listSupportCases', <SupportPage />),
      guarded('support/:caseId', 'getSupportCase', <SupportCasePage />),
      guarded('reports', 'getReport', <ReportsPage />),
      guarded('audit', 'getAuditLog', <AuditPage />),
      guarded('client-errors', 'listClientErrors', <ClientErrorsPage />),
      guarded('verification', 'listVerificationRequests', <VerificationPage />),
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
