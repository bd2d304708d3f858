import { useTranslation } from 'react-i18next';
import type { FailureMessage } from '../../stores/forms/faultMessage';

/** A failed call's message: the catalogue text when known, else the server's own words. */
export function FailureText({ failure, testId }: { failure: FailureMessage | null; testId: string }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const text = failure.key ? t(failure.key) : failure.text || t('common.failed');
  return (
    <p className="form__error" role="alert" data-testid={testId} data-code={failure.code}>
      {text}
    </p>
  );
}
