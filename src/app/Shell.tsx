import { observer } from 'mobx-react-lite';
import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ConnectionDialogs } from './dialogs/connection/ConnectionDialogs';
import { lazyDialog } from './dialogs/lazyDialog';
import { DialogsHost } from './dialogs/DialogsHost';
import { guardRoute } from './guards';
import { guardStateOf } from './guardState';
import { screensLoading } from './lazyScreen';
import { RouteLoading } from './screens/RouteLoading';
import { AdBanner } from './shell/AdBanner';
import { ClockNoticeBar } from './shell/ClockNoticeBar';
import { Drawer } from './shell/Drawer';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { FullScreenMessage } from './shell/FullScreenMessage';
import { MaintenanceNoticeBar } from './shell/MaintenanceNoticeBar';
import { PlatformBanner } from './shell/PlatformBanner';
import { WelcomePrompt } from './shell/WelcomePrompt';
import { useStores } from './StoreContext';
import { useDocumentTitle } from './useDocumentTitle';
import { useShellEffects } from './useShellEffects';
import { useLoadAds } from './shell/useLoadAds';
import { useAdminOverride } from './useAdminOverride';

// Shown once a session at most: its code loads when there is an ad to show, not with the lobby.
const AdPopupDialog = lazyDialog(() => import('./dialogs/AdPopupDialog').then((m) => m.AdPopupDialog));

/** Layout around every route; runs the guards and shows the loading screens of spec section 2. */
export const Shell = observer(function Shell() {
  const root = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  // 'idle' once a route's lazy page has loaded: QA and the route sweep wait on it.
  const loadingScreens = useSyncExternalStore(screensLoading.subscribe, screensLoading.count);
  const adminOverride = useAdminOverride(location.search);
  useShellEffects();
  useLoadAds();
  useDocumentTitle();

  if (!root.ui.languageReady)
    return <FullScreenMessage testId="app-initializing" text={t('app.initializing')} />;

  const decision = guardRoute(location.pathname, location.search, guardStateOf(root, adminOverride));
  if (decision?.type === 'redirect') return <Navigate to={decision.to} replace />;

  // The spinner shows only on a route's first paint; later navigations keep the page until the next
  // one's code is here (they run as transitions).
  let content = (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
  if (decision?.type === 'wait') {
    content =
      decision.reason === 'configuration' ? (
        <FullScreenMessage testId="app-initializing" text={t('app.initializing')} />
      ) : (
        <FullScreenMessage testId="app-logging-in" text={t('app.loggingIn')} />
      );
  }
  const chromeless = root.configuration.status !== 'loaded';
  return (
    <div
      className="app-shell"
      data-navigation={loadingScreens > 0 ? 'loading' : 'idle'}
      data-path={location.pathname}
    >
      {!chromeless && <Header />}
      {!chromeless && <Drawer />}
      {!chromeless && <PlatformBanner />}
      {!chromeless && <MaintenanceNoticeBar />}
      {!chromeless && <AdBanner />}
      <ClockNoticeBar />
      <main className="app-main">
        {!chromeless && <WelcomePrompt />}
        {content}
      </main>
      {!chromeless && <Footer />}
      {root.session.loggingIn && (
        <FullScreenMessage overlay testId="app-logging-in" text={t('app.loggingIn')} />
      )}
      <DialogsHost />
      {/* The ad waits while a dialog the player asked for is open (a ?login=true link's form). */}
      {!chromeless && root.ads.popup && root.ui.modals.size === 0 && <AdPopupDialog />}
      <ConnectionDialogs />
    </div>
  );
});
