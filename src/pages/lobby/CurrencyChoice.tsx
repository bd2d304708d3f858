import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';

/** /games: narrow the draws to one of the site's currencies (?currency=), or show them all. */
export const CurrencyChoice = observer(function CurrencyChoice() {
  const { configuration } = useStores();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (configuration.currencies.length < 2) return null;
  const choose = (currency: string) => {
    const next = new URLSearchParams(params);
    if (currency) next.set('currency', currency);
    else next.delete('currency');
    setParams(next);
  };
  return (
    <label className="form__field lobby__currency">
      <span>{t('lobby.currency.label')}</span>
      <select
        data-testid="games-currency"
        value={params.get('currency') ?? ''}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">{t('lobby.currency.all')}</option>
        {configuration.currencies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title || c.id}
          </option>
        ))}
      </select>
    </label>
  );
});
