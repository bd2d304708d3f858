import { useTranslation } from 'react-i18next';
import { PACKAGE_CREDITS } from './credits';

/** /credits: who made what the player sees and hears, and the open-source software under it. */
export function CreditsPage() {
  const { t } = useTranslation();
  return (
    <section className="section-page" data-testid="credits-page">
      <h1>{t('routes.credits')}</h1>
      <p>{t('credits.madeFor')}</p>
      <h2>{t('credits.software')}</h2>
      <ul data-testid="credits-packages">
        {PACKAGE_CREDITS.map((p) => (
          <li key={p.name} data-testid="credits-package">
            <a href={p.url} target="_blank" rel="noreferrer noopener">
              {p.name}
            </a>{' '}
            <span>{t('credits.license', { license: p.license })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
