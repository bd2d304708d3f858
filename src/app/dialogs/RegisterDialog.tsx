import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, REGISTRATION_COUNTRIES } from '../../site/countries';
import { ExistsHint } from '../forms/ExistsHint';
import { FailureText } from '../forms/FailureText';
import { CheckboxField, SelectField, TextField } from '../forms/Field';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Quick registration (segment B): live rules, exists checks on blur, then the login sequence. */
export const RegisterDialog = observer(function RegisterDialog() {
  const { ui, registration, session } = useStores();
  const { t } = useTranslation();
  const form = registration.short;
  const countries = [
    { value: 'XX', label: t('registration.chooseCountry') },
    ...REGISTRATION_COUNTRIES.map((c) => ({ value: c, label: countryName(c, ui.language) })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.shortState !== 'submitting') void registration.submitShort();
  };
  const busy = registration.shortState === 'submitting' || session.loggingIn;
  return (
    <Modal
      title={t('register.title')}
      onClose={() => ui.closeModal('register')}
      testId="register-dialog"
      scrollToTop
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          form={form}
          name="username"
          labelKey="registration.username"
          testId="register-username"
          autoComplete="username"
          onBlur={() => void registration.checkExists('username')}
          hint={<ExistsHint state={registration.usernameExists} testId="register-username-exists" />}
        />
        <TextField
          form={form}
          name="email"
          type="email"
          labelKey="registration.email"
          testId="register-email"
          autoComplete="email"
          onBlur={() => void registration.checkExists('email')}
          hint={<ExistsHint state={registration.emailExists} testId="register-email-exists" />}
        />
        <TextField
          form={form}
          name="phone"
          type="tel"
          labelKey="registration.phone"
          testId="register-phone"
        />
        <TextField
          form={form}
          name="password"
          type="password"
          labelKey="registration.password"
          testId="register-password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirmPassword"
          type="password"
          labelKey="registration.confirmPassword"
          testId="register-confirm-password"
          autoComplete="new-password"
        />
        <SelectField
          form={form}
          name="country"
          labelKey="registration.country"
          testId="register-country"
          options={countries}
        />
        <CheckboxField
          form={form}
          name="termsAccepted"
          labelKey="registration.terms"
          testId="register-terms"
        />
        <FailureText failure={registration.failure} testId="register-error" />
        <button
          type="submit"
          className="button button--primary button--wide"
          data-testid="register-submit"
          disabled={busy}
        >
          {t('registration.submit')}
        </button>
        <button
          type="button"
          className="button button--link"
          data-testid="register-to-login"
          onClick={() => {
            ui.closeModal('register');
            ui.openModal('login');
          }}
        >
          {t('registration.haveAccount')}
        </button>
      </form>
    </Modal>
  );
});
