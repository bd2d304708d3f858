import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { documentTitleOf, siteTitleOf } from './pageTitle';
import { routeHandleAt } from './routeTitles';
import { useStores } from './StoreContext';

/** document.title from the site's configured title and the current route's title key. */
export function useDocumentTitle(): void {
  const root = useStores();
  const { t } = useTranslation();
  const key = routeHandleAt(useLocation().pathname)?.titleKey;
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
