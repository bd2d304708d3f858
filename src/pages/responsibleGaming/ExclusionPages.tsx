import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionPage } from '../account/AccountLayout';
import { RestrictionForm } from './RestrictionForm';

/** /cashier/responsiblegaming/exclusion: what self-exclusion means, before choosing it. */
export function ExclusionPage() {
  const { t } = useTranslation();
  return (
    <SectionPage titleKey="routes.rgExclusion" testId="rg-exclusion-page" back="/cashier/responsiblegaming">
      <p>{t('respgaming.exclusion.intro')}</p>
      <ul>
        <li>{t('respgaming.exclusion.point1')}</li>
        <li>{t('respgaming.exclusion.point2')}</li>
        <li>{t('respgaming.exclusion.point3')}</li>
      </ul>
      <Link
        className="button button--primary"
        to="/cashier/responsiblegaming/exclusion/set"
        data-testid="rg-exclusion-continue"
      >
        {t('respgaming.exclusion.continue')}
      </Link>
    </SectionPage>
  );
}

/** /cashier/responsiblegaming/exclusion/set: the end date (at least 6 months ahead). */
export function ExclusionSetPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      titleKey="routes.rgExclusionSet"
      testId="rg-exclusion-set-page"
      back="/cashier/responsiblegaming/exclusion"
    >
      <p>{t('respgaming.exclusion.setIntro')}</p>
      <RestrictionForm kind="exclusion" />
    </SectionPage>
  );
}
