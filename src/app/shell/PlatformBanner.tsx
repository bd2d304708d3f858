import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../format/sanitizeHtml';
import { useStores } from '../StoreContext';

/**
 * The yellow Platform Message: the latest operator message, else the configuration's maintenance
 * message, as sanitized HTML.
 */
export const PlatformBanner = observer(function PlatformBanner() {
  const { configuration, ui } = useStores();
  const { t } = useTranslation();
  const announcement = ui.announcement;
  const message = announcement?.body ?? configuration.maintenanceMessage;
  const html = useMemo(() => (message ? sanitizeHtml(message) : ''), [message]);
  if (!html || ui.bannerDismissed) return null;
  return (
    <div className="platform-banner" role="alert" data-testid="platform-banner">
      <svg className="platform-banner__bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      <span className="platform-banner__label">{announcement?.title || t('banner.title')}</span>
      <div className="platform-banner__message" dangerouslySetInnerHTML={{ __html: html }} />
      <button
        type="button"
        className="platform-banner__close"
        aria-label={t('common.close')}
        data-testid="platform-banner-close"
        onClick={() => ui.dismissBanner()}
      >
        ×
      </button>
    </div>
  );
});
