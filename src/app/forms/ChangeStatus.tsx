import { useTranslation } from 'react-i18next';
import type { ChangeState } from '../../stores/account/changeState';
import type { FailureMessage } from '../../stores/forms/faultMessage';
import { FailureText } from './FailureText';

/** The outcome line of a change flow: saving while 'false', saved on 'true', the failure on 'error'. */
export function ChangeStatus({
  state,
  failure,
  testId,
  doneKey = 'account.saved',
}: {
  state: ChangeState;
  failure: FailureMessage | null;
  testId: string;
  doneKey?: string;
}) {
  const { t } = useTranslation();
  if (state === 'false')
    return (
      <p data-testid={testId} data-state="false">
        {t('account.saving')}
      </p>
    );
  if (state === 'true')
    return (
      <p className="form__success" role="status" data-testid={testId} data-state="true">
        {t(doneKey)}
      </p>
    );
  if (state === 'error')
    return (
      <div data-testid={testId} data-state="error">
        <FailureText failure={failure} testId={`${testId}-error`} />
      </div>
    );
  return null;
}
