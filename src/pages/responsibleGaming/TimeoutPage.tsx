import { useTranslation } from 'react-i18next';
import { SectionPage } from '../account/AccountLayout';
import { RestrictionForm } from './RestrictionForm';

/** /cashier/responsiblegaming/timeout: a break of up to 6 weeks. */
export function TimeoutPage() {
  const { t } = useTranslation();
  return (
    <SectionPage titleKey="routes.rgTimeout" testId="rg-timeout-page" back="/cashier/responsiblegaming">
      <p>{t('respgaming.timeout.intro')}</p>
      <RestrictionForm kind="timeout" />
    </SectionPage>
  );
}
