import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A titled account or cashier section with a way back to its menu. */
export function SectionPage({
  titleKey,
  testId,
  back = '/account',
  children,
}: {
  titleKey: string;
  testId: string;
  back?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="section-page" data-testid={testId}>
      {back && (
        <Link className="section-page__back" to={back} data-testid="section-back">
          ‹ {t('common.back')}
        </Link>
      )}
      <h1>{t(titleKey)}</h1>
      {children}
    </section>
  );
}
