import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';

/** Money with the site's currency records and dates in the page's language. */
export function useFormat() {
  const { configuration } = useStores();
  const { i18n } = useTranslation();
  const locale = i18n.language.replace('_', '-');
  return {
    money: (amount: number, currencyId: string) =>
      displayMoney(amount, currencyId, configuration.currency(currencyId)),
    date: (ms: number) => new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
