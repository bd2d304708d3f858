import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** One-off messages from the stores (forced logout and the like). */
export const NoticeDialog = observer(function NoticeDialog() {
  const { ui } = useStores();
  const { t } = useTranslation();
  if (!ui.notice) return null;
  const close = () => ui.showNotice(null);
  return (
    <Modal title={t(ui.notice.titleKey)} onClose={close} testId="notice-dialog" variant="compact">
      <p data-testid="notice-body">{t(ui.notice.bodyKey, ui.notice.values)}</p>
      <button type="button" className="button button--primary" onClick={close}>
        {t('common.ok')}
      </button>
    </Modal>
  );
});
