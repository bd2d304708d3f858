import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhone, checkRequired, firstError } from '../../../protocol/validation/forms';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { FormState } from '../../stores/forms/FormState';
import { SectionPage } from './AccountLayout';
import { PhoneValidation } from './PhoneValidation';

/** /account/phone: the mobile number, confirmed by the password. */
export const AccountPhonePage = observer(function AccountPhonePage() {
  const { account, session } = useStores();
  const { t } = useTranslation();
  const [form] = useState(
    () =>
      new FormState({ phoneMobile: session.player?.details?.phoneMobile ?? '', password: '' }, () => ({
        phoneMobile: (v) => firstError(String(v).trim(), checkRequired, checkPhone),
        password: (v) => checkRequired(v),
      })),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validate()) void account.updatePhones(form.values.phoneMobile.trim(), form.values.password);
  };
  return (
    <SectionPage titleKey="routes.accountPhone" testId="account-phone-page">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          form={form}
          name="phoneMobile"
          type="tel"
          labelKey="account.phone"
          testId="account-phone"
        />
        <TextField
          form={form}
          name="password"
          type="password"
          labelKey="account.currentPassword"
          testId="account-phone-password"
        />
        <ChangeStatus
          state={account.state('phones')}
          failure={account.failure('phones')}
          testId="account-phone-status"
        />
        <button
          type="submit"
          className="button button--primary"
          data-testid="account-phone-submit"
          disabled={account.state('phones') === 'false'}
        >
          {t('common.save')}
        </button>
      </form>
      <PhoneValidation phone={session.player?.details?.phoneMobile ?? ''} />
    </SectionPage>
  );
});
