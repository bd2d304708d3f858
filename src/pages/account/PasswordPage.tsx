import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from './AccountLayout';
import { PasswordForm } from './PasswordForm';
import { useScrollToTop } from '../../app/useScrollToTop';

/**
 * /password: ?key= sets a new password with the emailed token; ?changeNow=true (or the
 * changePassword flag) is the forced change every other page redirects to. A key is checked when
 * the page opens: a used or expired one shows the invalid-link notice and a new request.
 */
export const PasswordPage = observer(function PasswordPage() {
  const { session, ui, account } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const forced = session.mustChangePassword || params.get('changeNow') === 'true';
  useEffect(() => {
    if (key) void account.checkResetToken(key);
  }, [account, key]);
  useScrollToTop(key !== undefined);
  if ((!key && !session.loggedIn) || (key && account.resetLinkDead))
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
