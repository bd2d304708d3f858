import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../AdminContext';

/** Password, then the TOTP code; at first login the enrolment secret and a new password. */
export const LoginPage = observer(function LoginPage() {
  const { session } = useAdmin();
  const { t } = useTranslation();
  const [form, setForm] = useState({ username: '', password: '', totp: '', newPassword: '' });
  const step = session.step;
  const field = (name: keyof typeof form) => ({
    id: `login-${name}`,
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.login(form);
  };
  return (
    <main className="admin-login" id="main">
      <form className="admin-card admin-login__card" onSubmit={submit} aria-describedby="login-error">
        <h1>{t('login.heading')}</h1>
        <label htmlFor="login-username">{t('login.username')}</label>
        <input {...field('username')} autoComplete="username" required autoFocus />
        <label htmlFor="login-password">{t('login.password')}</label>
        <input {...field('password')} type="password" autoComplete="current-password" required />
        {step.kind === 'setup' && (
          <section className="admin-login__setup" aria-label={t('login.setupIntro')}>
            <p>{t('login.setupIntro')}</p>
            <dl>
              <dt>{t('login.secret')}</dt>
              <dd>
                <code data-testid="totp-secret">{step.setup.totpSecret}</code>
              </dd>
              <dt>{t('login.link')}</dt>
              <dd>
                <a href={step.setup.otpauthUri}>{step.setup.otpauthUri}</a>
              </dd>
            </dl>
          </section>
        )}
        {step.kind === 'totp' && <p>{t('login.totpIntro')}</p>}
        {step.kind !== 'password' && (
          <>
            <label htmlFor="login-totp">{t('login.totp')}</label>
            <input
              {...field('totp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
            />
          </>
        )}
        {step.kind === 'setup' && step.setup.newPasswordRequired && (
          <>
            <label htmlFor="login-newPassword">{t('login.newPassword')}</label>
            <input
              {...field('newPassword')}
              type="password"
              autoComplete="new-password"
              minLength={10}
              required
            />
          </>
        )}
        <p id="login-error" className="admin-error" role="alert">
          {session.error}
        </p>
        <button className="admin-button admin-button--primary" type="submit" disabled={session.busy}>
          {session.busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
    </main>
  );
});
