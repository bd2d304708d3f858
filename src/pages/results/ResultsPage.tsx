import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './results.css';

/** A titled results or subscriptions page (wider than the account pages: tables of draws). */
export function ResultsPage({
  titleKey,
  testId,
  children,
}: {
  titleKey: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="section-page results-page" data-testid={testId}>
      <h1>{t(titleKey)}</h1>
      {children}
    </section>
  );
}

/** Loading and error lines shared by the pages. */
export function LoadState({ loading, error }: { loading: boolean; error: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {loading && (
        <p className="form__hint" role="status" data-testid="results-loading">
          {t('results.loading')}
        </p>
      )}
      {error && (
        <p className="form__error" role="alert" data-testid="results-error">
          {error}
        </p>
      )}
    </>
  );
}
