import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NO_SERVER_PATHS } from '../../routeTable';
import { useStores } from '../../StoreContext';
import { SystemDialog } from './SystemDialog';

const reloadRoot = () => window.location.assign('/');

/** The reconnecting dialog (spec section 2, Modal dialogs): shown while the connection recovers. */
const ReconnectingDialog = observer(function ReconnectingDialog() {
  const { connection } = useStores();
  const { t } = useTranslation();
  return (
    <SystemDialog
      title={t('connection.dialog.title')}
      testId="reconnecting"
      actions={
        <button type="button" className="button" data-testid="reconnecting-reload" onClick={reloadRoot}>
          {t('connection.reload')}
        </button>
      }
    >
      <p>{t('connection.dialog.body')}</p>
      {connection.retries > 0 && (
        <p data-testid="reconnecting-attempt">
          {t('connection.dialog.attempt', { attempt: connection.retries })}
        </p>
      )}
    </SystemDialog>
  );
});

/** Spec section 8's system popups: 'Refresh Time', outdated browser (the clock notice: ClockNoticeBar). */
const SystemPopups = observer(function SystemPopups() {
  const { systemNotices } = useStores();
  const { t } = useTranslation();
  const ok = (popup: 'outdatedBrowser') => (
    <button
      type="button"
      className="button button--primary"
      data-testid={`${popup}-ok`}
      onClick={() => systemNotices.close(popup)}
    >
      {t('connection.ok')}
    </button>
  );
  return (
    <>
      {systemNotices.isOpen('outdatedBrowser') && (
        <SystemDialog
          title={t('connection.outdatedBrowser.title')}
          testId="outdated-browser"
          actions={ok('outdatedBrowser')}
        >
          <p>{t('connection.outdatedBrowser.body')}</p>
        </SystemDialog>
      )}
      {systemNotices.isOpen('refreshTime') && (
        <SystemDialog
          title={t('connection.refreshTime.title')}
          testId="refresh-time"
          actions={
            <button
              type="button"
              className="button button--primary"
              data-testid="refresh-time-reload"
              onClick={() => window.location.reload()}
            >
              {t('connection.refreshTime.reload')}
            </button>
          }
        >
          <p>{t('connection.refreshTime.body')}</p>
        </SystemDialog>
      )}
    </>
  );
});

/** Everything the connection and the machine may need to tell the player, over any page. */
export const ConnectionDialogs = observer(function ConnectionDialogs() {
  const { connection } = useStores();
  const { pathname } = useLocation();
  return (
    <>
      {connection.reconnecting && !NO_SERVER_PATHS.has(pathname) && <ReconnectingDialog />}
      <SystemPopups />
    </>
  );
});
