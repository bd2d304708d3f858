import { displayMoney } from '../../format/money';
import { useStores } from '../../app/StoreContext';

/** Formats amounts with the site's currency records (spec section 9, money display). */
export function useMoney() {
  const { configuration } = useStores();
  return (amount: number, currencyId: string) =>
    displayMoney(amount, currencyId, configuration.currency(currencyId));
}
