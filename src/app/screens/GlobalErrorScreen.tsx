import { useTranslation } from 'react-i18next';

/**
 * The global error screen of spec section 2. Used as the router's error element and by the
 * top-level error boundary; Continue goes back to the site root with a fresh page.
 */
export function GlobalErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="global-error" role="alert" data-testid="global-error">
      <h1>{t('errors.global.title')}</h1>
      <p>{t('errors.global.thanks')}</p>
      <p>{t('errors.global.resume')}</p>
      <button
        type="button"
        className="button button--primary"
        data-testid="global-error-continue"
        onClick={() => window.location.assign('/')}
      >
        {t('errors.global.continue')}
      </button>
    </div>
  );
}
