import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { useStores } from '../../app/StoreContext';

/** Phone validation: send an SMS code, then submit it. */
export const PhoneValidation = observer(function PhoneValidation({ phone }: { phone: string }) {
  const { account, session } = useStores();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  // A code that cannot be one (4 to 8 digits) is named here rather than sent.
  const [malformed, setMalformed] = useState(false);
  if (!phone) return null;
  if (session.player?.verification?.phoneVerifiedDate)
    return <p data-testid="phone-verified">{t('verification.verified')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wellFormed = /^\d{4,8}$/.test(code.trim());
    setMalformed(!wellFormed);
    if (wellFormed) void account.submitPhoneValidation(phone, code);
  };
  const sent = account.state('phoneCode') === 'true';
  return (
    <div className="form" data-testid="phone-validation">
      <h2>{t('phoneValidation.title')}</h2>
      {!sent ? (
        <>
          <button
            type="button"
            className="button"
            data-testid="phone-send-code"
            disabled={account.state('phoneCode') === 'false'}
            onClick={() => void account.requestPhoneValidation(phone)}
          >
            {t('phoneValidation.send')}
          </button>
          <ChangeStatus
            state={account.state('phoneCode')}
            failure={account.failure('phoneCode')}
            testId="phone-code-status"
          />
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <label className="form__field">
            <span>{t('phoneValidation.code')}</span>
            <input
              data-testid="phone-code"
              inputMode="numeric"
              value={code}
              aria-invalid={malformed}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          {malformed && (
            <p className="form__error" role="alert" data-testid="phone-code-malformed">
              {t('phoneValidation.malformed')}
            </p>
          )}
          <ChangeStatus
            state={account.state('phoneValidation')}
            failure={account.failure('phoneValidation')}
            testId="phone-validation-status"
            doneKey="phoneValidation.done"
          />
          <button type="submit" className="button button--primary" data-testid="phone-submit-code">
            {t('phoneValidation.submit')}
          </button>
        </form>
      )}
    </div>
  );
});
