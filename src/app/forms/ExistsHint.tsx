import { useTranslation } from 'react-i18next';
import type { ExistsState } from '../../stores/registration/RegistrationStore';

/**
 * The state of an exists check under its field (username, email, government id): '1' taken, '0'
 * free, '-1' checking; '-2' (not checked) shows nothing.
 */
export function ExistsHint({ state, testId }: { state: ExistsState; testId: string }) {
  const { t } = useTranslation();
  if (state === '-2') return null;
  const key =
    state === '1'
      ? 'registration.exists.taken'
      : state === '0'
        ? 'registration.exists.free'
        : 'registration.exists.checking';
  return (
    <span className={state === '1' ? 'form__error' : 'form__hint'} data-testid={testId} data-state={state}>
      {t(key)}
    </span>
  );
}
