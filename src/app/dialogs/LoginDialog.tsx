import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { DialogLink, LoginErrorText, LoginSubmit, PasswordField } from './loginParts';
import { Modal } from './Modal';

/** Username or email plus password; errors come from the login error catalogue. */
export const LoginDialog = observer(function LoginDialog() {
  const { session, ui } = useStores();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const switchTo = (modal: 'forgotPassword' | 'register' | 'phoneLogin') => {
    ui.closeModal('login');
    ui.openModal(modal);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password || session.loggingIn) return;
    void session.login(username, password).then((ok) => {
      if (!ok) setPassword(''); // a failed login forgets the typed password
    });
  };

  return (
    <Modal title={t('login.title')} onClose={() => ui.closeModal('login')} testId="login-dialog" scrollToTop>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>{t('login.username')}</span>
          <input
            data-testid="login-username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <PasswordField testId="login-password" value={password} onChange={setPassword} required />
        <LoginErrorText error={session.loginError} testId="login-error" />
        <LoginSubmit testId="login-submit" busy={session.loggingIn} />
        <div className="form__links">
          <DialogLink testId="login-forgot" onClick={() => switchTo('forgotPassword')}>
            {t('login.forgot')}
          </DialogLink>
          <DialogLink testId="login-phone" onClick={() => switchTo('phoneLogin')}>
            {t('players.phoneLogin.open')}
          </DialogLink>
          <DialogLink testId="login-register" onClick={() => switchTo('register')}>
            {t('login.register')}
          </DialogLink>
        </div>
      </form>
    </Modal>
  );
});
