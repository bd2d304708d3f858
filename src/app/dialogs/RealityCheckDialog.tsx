import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../pages/cashier/useMoney';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** The reality check reminder: time played this session and the net result, continue or log out. */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { responsibleGaming, session } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const rc = responsibleGaming.realityCheck;
  const reminder = rc.reminder;
  if (!reminder) return null;
  const fallbackCurrency = session.primaryAccount?.accountCurrency ?? 'USD';
  const net = reminder.net.length ? reminder.net : [{ currency: fallbackCurrency, amount: 0 }];
  return (
    <Modal title={t('respgaming.realitycheck.title')} testId="reality-check-dialog">
      <p data-testid="reality-check-played">{t('respgaming.realitycheck.played', rc.played)}</p>
      <ul>
        {net.map((n) => (
          <li key={n.currency} data-testid={`reality-check-net-${n.currency}`}>
            {t(n.amount < 0 ? 'respgaming.realitycheck.netLoss' : 'respgaming.realitycheck.netWin', {
              amount: money(Math.abs(n.amount), n.currency),
            })}
          </li>
        ))}
      </ul>
      <div className="form__actions">
        <button
          type="button"
          className="button"
          data-testid="reality-check-logout"
          onClick={() => void rc.logOut()}
        >
          {t('header.logout')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="reality-check-continue"
          onClick={() => rc.keepPlaying()}
        >
          {t('respgaming.realitycheck.continue')}
        </button>
      </div>
    </Modal>
  );
});
