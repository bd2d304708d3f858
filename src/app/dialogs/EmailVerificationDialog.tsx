import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * Spec section 2, Email verification: title and info with Send Email / Cancel, then 'Email sent'
 * with Resend Email and Close. After full registration the server has already sent the email, so
 * that popup says so and offers to resend it (the spec's "confirmation popup with resend option").
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
  // Once an email has gone (by this dialog, or by the server after full registration).
  const resendOrClose = (
    <div className="form__actions">
      <button
        type="button"
        className="button"
        data-testid="email-resend"
        disabled={account.emailSend === 'sending'}
        onClick={send}
      >
        {t('emailVerification.resend')}
      </button>
      <button type="button" className="button button--primary" data-testid="email-sent-close" onClick={close}>
        {t('common.close')}
      </button>
    </div>
  );
  if (sent)
    return (
      <Modal title={t('emailVerification.sentTitle')} onClose={close} testId="email-sent-dialog">
        <p>{t('emailVerification.sentBody')}</p>
        <p data-testid="email-sent-address">{email}</p>
        {resendOrClose}
      </Modal>
    );
  const failed = account.emailSend === 'error' && (
    <p className="form__error" role="alert" data-testid="email-send-error">
      {t('common.failed')}
    </p>
  );
  if (modal === 'afterFullRegistrationEmail')
    return (
      <Modal title={t('afterFull.emailTitle')} onClose={close} testId="after-full-email-dialog">
        <p>{t('afterFull.emailBody')}</p>
        <p data-testid="email-sent-address">{email}</p>
        {failed}
        {resendOrClose}
      </Modal>
    );
  return (
    <Modal title={t('emailVerification.title')} onClose={close} testId="email-verification-dialog">
      <p>{t('emailVerification.info')}</p>
      {failed}
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
