import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';

/** Shown while a dropped connection is being re-established. */
export const ReconnectingBar = observer(function ReconnectingBar() {
  const { connection } = useStores();
  const { t } = useTranslation();
  if (!connection.reconnecting) return null;
  return (
    <div className="reconnecting-bar" role="status" data-testid="reconnecting">
      {t('connection.reconnecting', { attempt: connection.retries })}
    </div>
  );
});
