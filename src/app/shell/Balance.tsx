import { observer } from 'mobx-react-lite';
import { displayMoney } from '../../format/money';
import { useStores } from '../StoreContext';

/**
 * The player's main balance, live from balance pushes. A new player with no account yet sees a
 * zero balance in the site's first currency, so the header always says what they can spend.
 */
export const Balance = observer(function Balance() {
  const { session, configuration } = useStores();
  const account = session.primaryAccount;
  const currencyId = account?.accountCurrency ?? configuration.configuration?.currenciesServed[0]?.name;
  if (!currencyId) return null;
  return (
    <span className="header-balance" data-testid="header-balance">
      {displayMoney(account?.accountBalance ?? 0, currencyId, configuration.currency(currencyId))}
    </span>
  );
});
