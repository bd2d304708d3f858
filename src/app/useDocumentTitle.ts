import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { documentTitleOf, siteTitleOf } from './pageTitle';
import type { RouteHandle } from './router';
import { useStores } from './StoreContext';

/** document.title from the site's configured title and the current route's title key. */
export function useDocumentTitle(): void {
  const root = useStores();
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  const key = titleKey?.titleKey;
  useEffect(
    () =>
      reaction(
        () => siteTitleOf(root.configuration.configuration, root.ui.language),
        (siteTitle) => {
          const home = !key || key === 'routes.home';
          document.title = documentTitleOf(siteTitle, home ? null : t(key));
        },
        { fireImmediately: true },
      ),
    [root, key, t],
  );
}
