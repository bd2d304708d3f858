import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeStatus } from '../forms/ChangeStatus';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Forgot password, then the forgot-confirm text once the reset link was sent. */
export const ForgotPasswordDialog = observer(function ForgotPasswordDialog() {
  const { ui, account } = useStores();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const state = account.state('requestReset');
  const close = () => {
    account.resetFlow('requestReset');
    ui.closeModal('forgotPassword');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && state !== 'false') void account.requestResetPassword(name);
  };
  if (state === 'true')
    return (
      <Modal title={t('forgot.sentTitle')} onClose={close} testId="forgot-confirm-dialog">
        <p>{t('forgot.sentBody')}</p>
        <button type="button" className="button button--primary" data-testid="forgot-close" onClick={close}>
          {t('common.close')}
        </button>
      </Modal>
    );
  return (
    <Modal title={t('forgot.title')} onClose={close} testId="forgot-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('forgot.info')}</p>
        <label className="form__field">
          <span>{t('login.username')}</span>
          <input data-testid="forgot-username" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <ChangeStatus state={state} failure={account.failure('requestReset')} testId="forgot-status" />
        <button
          type="submit"
          className="button button--primary button--wide"
          data-testid="forgot-submit"
          disabled={state === 'false'}
        >
          {t('forgot.submit')}
        </button>
      </form>
    </Modal>
  );
});
