import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

/** A new app version was flagged: Update reloads the site root. */
export function NewVersionDialog() {
  const { t } = useTranslation();
  return (
    <Modal title={t('newVersion.title')} testId="new-version-dialog">
      <p>{t('newVersion.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.assign('/')}>
        {t('newVersion.update')}
      </button>
    </Modal>
  );
}
