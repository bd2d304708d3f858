import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';

/**
 * Where a dropped connection sends the user. It shows the one true state: lost (and retrying), or
 * back (the page reloads shortly, spec section 4), never both.
 */
export const IdlePage = observer(function IdlePage() {
  const { connection } = useStores();
  const { t } = useTranslation();
  const back = connection.connected && !connection.lost;
  return (
    <section className="idle" data-testid="idle" data-state={back ? 'connected' : 'lost'}>
      <h1>{t(back ? 'connection.idle.backTitle' : 'connection.idle.lostTitle')}</h1>
      <p>{t(back ? 'connection.idle.backBody' : 'connection.idle.lostBody')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.assign('/')}>
        {t('connection.reload')}
      </button>
    </section>
  );
});
