import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';
import { routes } from './router';
import { ErrorBoundary } from './screens/ErrorBoundary';
import { StoreProvider } from './StoreContext';

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ root, i18n }: { root: RootStore; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary onError={(error) => root.systemNotices.renderError(error)}>
        <StoreProvider root={root}>
          {/* Navigations run as transitions: the page stays until the next one's code is here. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StoreProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
