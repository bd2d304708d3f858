import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Opened by ?signup; the registration forms are a later issue. */
export function RegisterDialog() {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <Modal title={t('register.title')} onClose={() => ui.closeModal('register')} testId="register-dialog">
      <p>{t('register.comingSoon')}</p>
    </Modal>
  );
}
