import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * Spec section 2, Email verification: title and info with Send Email / Cancel, then 'Email sent'
 * with Resend Email and Close. `variant` picks the after-full-registration wording.
 */
export const EmailVerificationDialog = observer(function EmailVerificationDialog({
  modal = 'emailVerification',
}: {
  modal?: 'emailVerification' | 'afterFullRegistrationEmail';
}) {
  const { ui, account, session } = useStores();
  const { t } = useTranslation();
  const close = () => {
    account.resetEmailSend();
    ui.closeModal(modal);
  };
  const send = () => void account.sendVerificationEmail();
  const sent = account.emailSend === 'sent';
  const email = session.player?.details?.primaryEmail ?? '';
  if (sent)
    return (
      <Modal title={t('emailVerification.sentTitle')} onClose={close} testId="email-sent-dialog">
        <p>{t('emailVerification.sentBody')}</p>
        <p data-testid="email-sent-address">{email}</p>
        <div className="form__actions">
          <button type="button" className="button" data-testid="email-resend" onClick={send}>
            {t('emailVerification.resend')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="email-sent-close"
            onClick={close}
          >
            {t('common.close')}
          </button>
        </div>
      </Modal>
    );
  const afterFull = modal === 'afterFullRegistrationEmail';
  return (
    <Modal
      title={t(afterFull ? 'afterFull.emailTitle' : 'emailVerification.title')}
      onClose={close}
      testId="email-verification-dialog"
    >
      <p>{t(afterFull ? 'afterFull.emailBody' : 'emailVerification.info')}</p>
      {account.emailSend === 'error' && (
        <p className="form__error" role="alert" data-testid="email-send-error">
          {t('common.failed')}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="email-send"
          disabled={account.emailSend === 'sending'}
          onClick={send}
        >
          {t('emailVerification.send')}
        </button>
        <button type="button" className="button" data-testid="email-cancel" onClick={close}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
});
