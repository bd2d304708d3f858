import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <button
        type="button"
        className="button button--primary"
        data-testid="go-home"
        onClick={() => navigate('/')}
      >
        {t('notFound.goHome')}
      </button>
    </section>
  );
}
