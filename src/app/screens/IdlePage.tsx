import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';

/** Where a dropped connection sends the user; it reloads once the connection is back. */
export const IdlePage = observer(function IdlePage() {
  const { connection } = useStores();
  const { t } = useTranslation();
  return (
    <section className="idle" data-testid="idle">
      <h1>{t('idle.title')}</h1>
      <p>{t(connection.connected ? 'idle.connected' : 'idle.disconnected')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.assign('/')}>
        {t('maintenance.reload')}
      </button>
    </section>
  );
});
