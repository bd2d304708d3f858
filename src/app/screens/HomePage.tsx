import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { HomeLobby } from '../../pages/lobby/HomeLobby';
import { importWithRetry } from '../lazyWithRetry';
import { useStores } from '../StoreContext';

const CustomPageById = lazy(() =>
  importWithRetry(() => import('./CustomPage')).then((m) => ({ default: m.CustomPageById })),
);

/** Home: the configured home-override custom page, else the slim view or a main-lobby variant. */
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
  return <HomeLobby />;
});
