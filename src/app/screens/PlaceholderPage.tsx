import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../router';

/** Screens a later issue builds: for now the route's translated title only. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <section className="placeholder-page" data-testid="placeholder-page">
      <h1>{t(handle?.titleKey ?? 'routes.home')}</h1>
    </section>
  );
}
