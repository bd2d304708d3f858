import { observer } from 'mobx-react-lite';
import { displayMoney } from '../../format/money';
import { useStores } from '../StoreContext';

/** The player's main balance, live from balance pushes. */
export const Balance = observer(function Balance() {
  const { session, configuration } = useStores();
  const account = session.primaryAccount;
  if (!account) return null;
  return (
    <span className="header-balance" data-testid="header-balance">
      {displayMoney(
        account.accountBalance,
        account.accountCurrency,
        configuration.currency(account.accountCurrency),
      )}
    </span>
  );
});
