import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginError } from '../../stores/session/loginError';

/** The login dialogs' (username and phone) shared parts, so both read and behave alike. */

export function PasswordField({
  testId,
  value,
  onChange,
  required,
}: {
  testId: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="form__field">
      <span>{t('login.password')}</span>
      <input
        data-testid={testId}
        name="password"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
      />
    </label>
  );
}

/** The failed login's message from the login error catalogue, else the server's own words. */
export function LoginErrorText({ error, testId }: { error: LoginError | null; testId: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId} data-code={error.code}>
      {error.messageKey ? t(error.messageKey, { defaultValue: error.fallback }) : error.fallback}
    </p>
  );
}

export function LoginSubmit({ testId, busy }: { testId: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--primary button--wide"
      data-testid={testId}
      disabled={busy}
    >
      {t('login.submit')}
    </button>
  );
}

/** A link-styled button under the form that switches to another dialog. */
export function DialogLink({
  testId,
  onClick,
  children,
}: {
  testId?: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button button--link" data-testid={testId} onClick={onClick}>
      {children}
    </button>
  );
}
