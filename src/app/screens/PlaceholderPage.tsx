import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeHandleAt } from '../routeTitles';

/** Screens a later issue builds: for now the route's translated title only. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = routeHandleAt(useLocation().pathname);
  return (
    <section className="placeholder-page" data-testid="placeholder-page">
      <h1>{t(handle?.titleKey ?? 'routes.home')}</h1>
    </section>
  );
}
