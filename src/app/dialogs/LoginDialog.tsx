import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Username or email plus password; errors come from the login error catalogue. */
export const LoginDialog = observer(function LoginDialog() {
  const { session, ui } = useStores();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const error = session.loginError;
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
    <Modal title={t('login.title')} onClose={() => ui.closeModal('login')} testId="login-dialog">
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
        <label className="form__field">
          <span>{t('login.password')}</span>
          <input
            data-testid="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p className="form__error" role="alert" data-testid="login-error" data-code={error.code}>
            {error.messageKey ? t(error.messageKey, { defaultValue: error.fallback }) : error.fallback}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--wide"
          data-testid="login-submit"
          disabled={session.loggingIn}
        >
          {t('login.submit')}
        </button>
        <div className="form__links">
          <button
            type="button"
            className="button button--link"
            data-testid="login-forgot"
            onClick={() => switchTo('forgotPassword')}
          >
            {t('login.forgot')}
          </button>
          <button
            type="button"
            className="button button--link"
            data-testid="login-phone"
            onClick={() => switchTo('phoneLogin')}
          >
            {t('players.phoneLogin.open')}
          </button>
          <button
            type="button"
            className="button button--link"
            data-testid="login-register"
            onClick={() => switchTo('register')}
          >
            {t('login.register')}
          </button>
        </div>
      </form>
    </Modal>
  );
});
