import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/**
 * The latest verification request (spec section 4): what support asked or the document sent, its
 * state, and while it is open the player's answer and the submit for review. An operator's
 * decision arrives by push (reloadVerificationRequest) and shows without a reload.
 */
export const VerificationRequestPanel = observer(function VerificationRequestPanel() {
  const { account } = useStores();
  const { t } = useTranslation();
  const requests = account.verificationRequest;
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    void requests.load();
  }, [requests]);
  const request = requests.request;
  if (!request) return null;
  const reply = (e: FormEvent) => {
    e.preventDefault();
    void requests.reply(answer).then((ok) => ok && setAnswer(''));
  };
  return (
    <section className="card" aria-labelledby="verification-request-title" data-testid="verification-request">
      <h2 id="verification-request-title">{t('verification.supportRequest.title')}</h2>
      <p data-testid="verification-request-question">{request.question}</p>
      <p data-testid="verification-request-status" data-status={request.status}>
        {t(`verification.supportRequest.status.${request.status}`)}
      </p>
      {request.reply && (
        <p data-testid="verification-request-reply">
          {t('verification.supportRequest.yourAnswer', { answer: request.reply })}
        </p>
      )}
      {requests.answerable && (
        <form className="form" onSubmit={reply}>
          <label className="form__field">
            <span>{t('verification.supportRequest.answer')}</span>
            <textarea
              data-testid="verification-request-answer"
              value={answer}
              maxLength={2000}
              rows={3}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </label>
          <div className="form__actions">
            <button
              type="submit"
              className="button"
              data-testid="verification-request-send"
              disabled={requests.state === 'sending' || answer.trim() === ''}
            >
              {t('verification.supportRequest.send')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid="verification-request-submit"
              disabled={requests.state === 'sending'}
              onClick={() => void requests.submit()}
            >
              {t('verification.supportRequest.submit')}
            </button>
          </div>
          {requests.state === 'error' && (
            <p className="form__error" role="alert">
              {t('verification.supportRequest.failed')}
            </p>
          )}
        </form>
      )}
    </section>
  );
});
