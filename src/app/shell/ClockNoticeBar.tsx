import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';

/**
 * Spec section 8's "system clock off by 5 seconds or more" notice, as a dismissible bar in the
 * page flow under the header. A wrong clock skews countdowns but blocks nothing, so it must not
 * float over the page: as a fixed corner box it covered the pick page's Confirm button.
 */
export const ClockNoticeBar = observer(function ClockNoticeBar() {
  const { systemNotices } = useStores();
  const { t } = useTranslation();
  if (!systemNotices.isOpen('clock')) return null;
  return (
    <div className="platform-banner clock-notice" role="alert" data-testid="clock-warning">
      <div className="platform-banner__message">
        <p>
          <span className="platform-banner__label">{t('connection.clock.title')}</span>{' '}
          {t('connection.clock.body')}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary"
        data-testid="clock-ok"
        onClick={() => systemNotices.close('clock')}
      >
        {t('connection.ok')}
      </button>
    </div>
  );
});
