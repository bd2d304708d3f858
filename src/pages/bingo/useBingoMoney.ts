import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';

/** Formats major units of a bingo game's currency the way the rest of the site does. */
export function useBingoMoney(currencyId: string): (amount: number) => string {
  const { configuration } = useStores();
  return (amount: number) => displayMoney(amount, currencyId, configuration.currency(currencyId));
}
