import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhone } from '../../../protocol/validation/checks';
import { useStores } from '../StoreContext';
import { DialogLink, LoginErrorText, LoginSubmit, PasswordField } from './loginParts';
import { Modal } from './Modal';

/**
 * Phone login (spec section 2): the mobile number the player registered, and the password. The
 * server's login takes username, email or phone in one field; this dialog only narrows the input.
 */
export const PhoneLoginDialog = observer(function PhoneLoginDialog() {
  const { session, ui } = useStores();
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const phoneError = touched && phone ? checkPhone(phone.trim()) : null;
  const switchTo = (modal: 'login' | 'forgotPassword') => {
    ui.closeModal('phoneLogin');
    ui.openModal(modal);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!phone.trim() || checkPhone(phone.trim()) || !password || session.loggingIn) return;
    void session.login(phone.trim(), password).then((ok) => {
      if (ok) ui.closeModal('phoneLogin');
      else setPassword('');
    });
  };

  return (
    <Modal
      title={t('players.phoneLogin.title')}
      onClose={() => ui.closeModal('phoneLogin')}
      testId="phone-login-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>{t('players.phoneLogin.phone')}</span>
          <input
            data-testid="phone-login-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={phoneError ? true : undefined}
          />
          {phoneError && (
            <small className="form__error" data-testid="phone-login-phone-error">
              {t(phoneError)}
            </small>
          )}
        </label>
        <PasswordField testId="phone-login-password" value={password} onChange={setPassword} />
        <LoginErrorText error={session.loginError} testId="phone-login-error" />
        <LoginSubmit testId="phone-login-submit" busy={session.loggingIn} />
        <div className="form__links">
          <DialogLink onClick={() => switchTo('login')}>{t('players.phoneLogin.useUsername')}</DialogLink>
          <DialogLink onClick={() => switchTo('forgotPassword')}>{t('login.forgot')}</DialogLink>
        </div>
      </form>
    </Modal>
  );
});
