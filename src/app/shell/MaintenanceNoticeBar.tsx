import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';

/**
 * The advance notice of a scheduled maintenance window (issue 30): when, in the player's language
 * and time zone, and the operator's message as plain text. Closing it hides this window's notice.
 */
export const MaintenanceNoticeBar = observer(function MaintenanceNoticeBar() {
  const { configuration, ui } = useStores();
  const { t } = useTranslation();
  const [closed, setClosed] = useState<number | null>(null);
  const notice = configuration.maintenanceNotice;
  if (!notice || closed === notice.from) return null;
  const when = (ms: number) =>
    new Date(ms).toLocaleString(ui.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="platform-banner" role="status" data-testid="maintenance-notice">
      <div className="platform-banner__message">
        <p>
          <span className="platform-banner__label">{t('banner.maintenanceTitle')}</span>{' '}
          {t('banner.maintenanceWhen', { from: when(notice.from), to: when(notice.to) })}
        </p>
        {notice.message && <p>{notice.message}</p>}
      </div>
      <button
        type="button"
        className="platform-banner__close"
        aria-label={t('common.close')}
        onClick={() => setClosed(notice.from)}
      >
        ×
      </button>
    </div>
  );
});
