import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';
import { createAppRouter } from './router';
import { ErrorBoundary } from './screens/ErrorBoundary';
import { StoreProvider } from './StoreContext';

export function App({ root, i18n }: { root: RootStore; i18n: i18n }) {
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <StoreProvider root={root}>
          <RouterProvider router={router} />
        </StoreProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
