import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { useMoney } from './useMoney';

/** Every account of the player (cash, bonus, points, subscriptions), live from balance pushes. */
export const Balances = observer(function Balances() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="balances" data-testid="cashier-balances">
      {cashier.accounts.map((a) => (
        <li key={a.accountId} data-testid={`balance-${a.type}`}>
          <span>{t(`cashier.accountType.${a.type}`)}</span>
          <strong data-testid={`balance-${a.type}-amount`}>
            {money(a.accountBalance, a.accountCurrency)}
          </strong>
        </li>
      ))}
    </ul>
  );
});
