import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionPage } from './AccountLayout';

const ENTRIES: [string, string][] = [
  ['/account/info', 'routes.accountInfo'],
  ['/account/email', 'routes.accountEmail'],
  ['/account/phone', 'routes.accountPhone'],
  ['/account/address', 'routes.accountAddress'],
  ['/account/password', 'routes.accountPassword'],
  ['/account/notifications', 'routes.accountNotifications'],
  ['/account/verification', 'routes.accountVerification'],
  ['/account/settings', 'routes.accountSettings'],
  ['/cashier', 'routes.cashier'],
];

/** /account: the account menu. */
export function AccountMenuPage() {
  const { t } = useTranslation();
  return (
    <SectionPage titleKey="routes.account" testId="account-page" back={null}>
      <ul className="section-menu">
        {ENTRIES.map(([path, key]) => (
          <li key={path}>
            <Link to={path} data-testid={`account-link-${path.split('/').pop()}`}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
