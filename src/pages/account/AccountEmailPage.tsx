import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, checkRequired, firstError } from '../../../protocol/validation/forms';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { FormState } from '../../stores/forms/FormState';
import { SectionPage } from './AccountLayout';

/** /account/email: a new address, confirmed by the password; verification starts again. */
export const AccountEmailPage = observer(function AccountEmailPage() {
  const { account, session } = useStores();
  const { t } = useTranslation();
  const [form] = useState(
    () =>
      new FormState({ email: session.player?.details?.primaryEmail ?? '', password: '' }, () => ({
        email: (v) => firstError(String(v).trim(), checkRequired, checkEmail),
        password: (v) => checkRequired(v),
      })),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validate()) void account.updateEmail(form.values.email.trim(), form.values.password);
  };
  return (
    <SectionPage titleKey="routes.accountEmail" testId="account-email-page">
      <p data-testid="email-verified-state">
        {t(
          session.player?.verification?.emailVerified ? 'account.emailVerified' : 'account.emailNotVerified',
        )}
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField form={form} name="email" type="email" labelKey="account.email" testId="account-email" />
        <TextField
          form={form}
          name="password"
          type="password"
          labelKey="account.currentPassword"
          testId="account-email-password"
        />
        <ChangeStatus
          state={account.state('email')}
          failure={account.failure('email')}
          testId="account-email-status"
        />
        <button
          type="submit"
          className="button button--primary"
          data-testid="account-email-submit"
          disabled={account.state('email') === 'false'}
        >
          {t('common.save')}
        </button>
      </form>
    </SectionPage>
  );
});
