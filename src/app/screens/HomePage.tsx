import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { LobbyPage } from '../../pages/lobby/LobbyPage';
import { importWithRetry } from '../lazyWithRetry';
import { useStores } from '../StoreContext';

const CustomPageById = lazy(() =>
  importWithRetry(() => import('./CustomPage')).then((m) => ({ default: m.CustomPageById })),
);

/**
 * Home: the configured home-override custom page, else the main lobby.
 * TODO(slim view): the switch-main variant and the slim single-game view are a later issue.
 */
export const HomePage = observer(function HomePage() {
  const { configuration } = useStores();
  const pageId = configuration.configuration?.homeOverridePageId;
  if (pageId) {
    return (
      <Suspense fallback={null}>
        <CustomPageById pageId={pageId} />
      </Suspense>
    );
  }
  return <LobbyPage />;
});
