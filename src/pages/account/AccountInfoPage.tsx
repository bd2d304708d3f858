import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from './AccountLayout';

/** /account/info: who the player is, with the next step their segment asks for. */
export const AccountInfoPage = observer(function AccountInfoPage() {
  const { session, ui, registration } = useStores();
  const { t } = useTranslation();
  const p = session.player;
  if (!p) return null;
  const rows: [string, string][] = [
    ['account.username', p.username],
    ['account.screenName', p.screenName],
    ['account.name', [p.details?.firstName, p.details?.lastName].filter(Boolean).join(' ')],
    ['account.email', p.details?.primaryEmail ?? ''],
    ['account.phone', p.details?.phoneMobile ?? ''],
    ['account.birthdate', p.details?.birthdate ?? ''],
  ];
  return (
    <SectionPage titleKey="routes.accountInfo" testId="account-info-page">
      <dl className="details-list">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd data-testid={`info-${key.split('.')[1]}`}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="form__actions">
        {p.verification?.playerSegment === 'B' && (
          <button
            type="button"
            className="button button--primary"
            data-testid="info-complete-registration"
            onClick={() => registration.openFullRegistration()}
          >
            {t('segmentNotice.complete')}
          </button>
        )}
        {p.details?.primaryEmail && !p.verification?.emailVerified && (
          <button
            type="button"
            className="button"
            data-testid="info-verify-email"
            onClick={() => ui.openModal('emailVerification')}
          >
            {t('emailVerification.title')}
          </button>
        )}
      </div>
    </SectionPage>
  );
});
