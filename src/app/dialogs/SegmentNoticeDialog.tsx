import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Quick-registered player: welcome by screen name, Later or Complete (opens full registration). */
export const SegmentNoticeDialog = observer(function SegmentNoticeDialog() {
  const { ui, session, registration } = useStores();
  const { t } = useTranslation();
  const later = () => ui.closeModal('segmentNotice');
  const name = session.player?.screenName || session.player?.username || '';
  return (
    <Modal title={t('segmentNotice.title', { name })} onClose={later} testId="segment-notice-dialog">
      <p>{t('segmentNotice.body')}</p>
      <div className="form__actions">
        <button type="button" className="button" data-testid="segment-later" onClick={later}>
          {t('segmentNotice.later')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="segment-complete"
          onClick={() => registration.openFullRegistration()}
        >
          {t('segmentNotice.complete')}
        </button>
      </div>
    </Modal>
  );
});
