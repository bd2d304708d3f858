import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from './AccountLayout';
import { PasswordForm } from './PasswordForm';

/**
 * /password: ?key= sets a new password with the emailed token; ?changeNow=true (or the
 * changePassword flag) is the forced change every other page redirects to.
 */
export const PasswordPage = observer(function PasswordPage() {
  const { session, ui } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const forced = session.mustChangePassword || params.get('changeNow') === 'true';
  if (!key && !session.loggedIn)
    return (
      <SectionPage titleKey="routes.password" testId="password-page" back={null}>
        <p data-testid="password-invalid-link">{t('password.invalidLink')}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="password-forgot"
          onClick={() => ui.openModal('forgotPassword')}
        >
          {t('login.forgot')}
        </button>
      </SectionPage>
    );
  return (
    <SectionPage titleKey="routes.password" testId="password-page" back={null}>
      {forced && !key && <p data-testid="password-change-now">{t('password.changeNow')}</p>}
      <PasswordForm resetKey={key} />
      <Link to="/" data-testid="password-home">
        {t('notFound.goHome')}
      </Link>
    </SectionPage>
  );
});
