import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { useStores } from '../../app/StoreContext';
import type { ContactPreferences } from '../../stores/account/AccountStore';
import { SectionPage } from './AccountLayout';

const KEYS: (keyof ContactPreferences)[] = [
  'contactByEmail',
  'contactEmailNews',
  'contactEmailDeposits',
  'contactEmailWithdrawals',
  'contactEmailWins',
];

/** /account/notifications: the contact preferences of spec section 3. */
export const AccountNotificationsPage = observer(function AccountNotificationsPage() {
  const { account } = useStores();
  const { t } = useTranslation();
  // The session does not carry the current preferences, so the form starts from "email me".
  const [prefs, setPrefs] = useState<ContactPreferences>({
    contactByEmail: true,
    contactEmailNews: false,
    contactEmailDeposits: true,
    contactEmailWithdrawals: true,
    contactEmailWins: true,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void account.updateNotifications(prefs);
  };
  return (
    <SectionPage titleKey="routes.accountNotifications" testId="account-notifications-page">
      <form className="form" onSubmit={submit}>
        {KEYS.map((key) => (
          <label key={key} className="form__field form__field--check">
            <input
              type="checkbox"
              data-testid={`notifications-${key}`}
              checked={prefs[key]}
              onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })}
            />
            <span>{t(`notifications.${key}`)}</span>
          </label>
        ))}
        <ChangeStatus
          state={account.state('notifications')}
          failure={account.failure('notifications')}
          testId="notifications-status"
        />
        <button
          type="submit"
          className="button button--primary"
          data-testid="notifications-submit"
          disabled={account.state('notifications') === 'false'}
        >
          {t('common.save')}
        </button>
      </form>
    </SectionPage>
  );
});
