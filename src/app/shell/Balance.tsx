import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../format/money';
import { useStores } from '../StoreContext';

/** The player's main balance, live from balance pushes. */
export const Balance = observer(function Balance() {
  const { session, configuration } = useStores();
  const account = session.primaryAccount;
  if (!account) return null;
  return (
    <span className="header-balance" data-testid="header-balance">
      {formatMoney(account.accountBalance, configuration.currency(account.accountCurrency))}
    </span>
  );
});
