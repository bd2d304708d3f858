import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ModalName } from '../../stores/UiStore';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * A popup offering a deposit at /cashier: after full registration (when no email step is
 * configured) and when a join fails for lack of funds.
 */
export function OfferDepositDialog({
  modal,
}: {
  modal: Extract<ModalName, 'afterFullRegistrationDeposit' | 'notEnoughFunds'>;
}) {
  const { ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => ui.closeModal(modal);
  const prefix = modal === 'notEnoughFunds' ? 'notEnoughFunds' : 'afterFull';
  return (
    <Modal title={t(`${prefix}.title`)} onClose={close} testId={`${modal}-dialog`}>
      <p>{t(`${prefix}.body`)}</p>
      <div className="form__actions">
        <button type="button" className="button" data-testid={`${modal}-later`} onClick={close}>
          {t('common.later')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid={`${modal}-deposit`}
          onClick={() => {
            close();
            void navigate('/cashier');
          }}
        >
          {t('cashier.deposit')}
        </button>
      </div>
    </Modal>
  );
}
