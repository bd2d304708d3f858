import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';

/** Formats an amount in the checkout game's currency, as the site shows that currency. */
export function useCheckoutMoney(): (amount: number) => string {
  const { checkout } = useStores();
  const id = checkout.game?.currencyId ?? 'USD';
  return (amount) => displayMoney(amount, id, checkout.currency);
}
