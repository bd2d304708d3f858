import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from './AccountLayout';

/** /emailconfirmation?key=: confirms the address once, on arrival. */
export const EmailConfirmationPage = observer(function EmailConfirmationPage() {
  const { account } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key');
  useEffect(() => {
    if (key) void account.confirmEmail(key);
  }, [account, key]);
  const state = key ? account.state('emailConfirmation') : 'error';
  const text =
    state === 'true'
      ? 'emailConfirmation.done'
      : state === 'error'
        ? 'emailConfirmation.failed'
        : 'emailConfirmation.checking';
  return (
    <SectionPage titleKey="routes.emailconfirmation" testId="email-confirmation-page" back={null}>
      <p data-testid="email-confirmation-state" data-state={state ?? 'false'}>
        {t(text)}
      </p>
      <Link to="/" className="button button--primary" data-testid="email-confirmation-home">
        {t('notFound.goHome')}
      </Link>
    </SectionPage>
  );
});
