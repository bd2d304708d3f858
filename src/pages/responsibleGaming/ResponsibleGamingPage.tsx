import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionPage } from '../account/AccountLayout';

const ENTRIES: [string, string, string][] = [
  ['/cashier/responsiblegaming/limits', 'routes.rgLimits', 'respgaming.menu.limits'],
  ['/cashier/responsiblegaming/realitycheck', 'routes.rgRealitycheck', 'respgaming.menu.realitycheck'],
  ['/cashier/responsiblegaming/timeout', 'routes.rgTimeout', 'respgaming.menu.timeout'],
  ['/cashier/responsiblegaming/exclusion', 'routes.rgExclusion', 'respgaming.menu.exclusion'],
];

/** /cashier/responsiblegaming: what the player can do to keep play in hand. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  return (
    <SectionPage titleKey="routes.responsiblegaming" testId="rg-page" back="/cashier">
      <p>{t('respgaming.intro')}</p>
      <ul className="section-menu">
        {ENTRIES.map(([path, titleKey, textKey]) => (
          <li key={path}>
            <Link to={path} data-testid={`rg-link-${path.split('/').pop()}`}>
              {t(titleKey)}
            </Link>
            <span className="section-menu__hint"> {t(textKey)}</span>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
