import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * The spec's popups (section 8): not available in country; free rolls need a deposit (offers one);
 * deposit limit reached (retry after 24 hours).
 */
export const ResponsibleGamingPopups = observer(function ResponsibleGamingPopups() {
  const { responsibleGaming } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const popup = responsibleGaming.popup;
  if (!popup) return null;
  const close = () => responsibleGaming.closePopup();
  return (
    <Modal title={t(`respgaming.popup.${popup}.title`)} onClose={close} testId={`${popup}-dialog`}>
      <p data-testid={`${popup}-body`}>{t(`respgaming.popup.${popup}.body`)}</p>
      <div className="form__actions">
        {popup === 'freeRollsNeedDeposit' && (
          <button
            type="button"
            className="button"
            data-testid={`${popup}-deposit`}
            onClick={() => {
              close();
              void navigate('/cashier');
            }}
          >
            {t('cashier.deposit')}
          </button>
        )}
        <button type="button" className="button button--primary" data-testid={`${popup}-ok`} onClick={close}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
});
