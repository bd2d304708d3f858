import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { InstantGameInfo } from '../../../protocol/instant/wire';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';

/**
 * Price, top prize, odds and (in full) return to player of an instant game; the game page's band
 * shows the top prize large itself, so it leaves it out here (`topPrize` false).
 */
export const InstantGameFacts = observer(function InstantGameFacts({
  game,
  full = false,
  topPrize = true,
}: {
  game: InstantGameInfo;
  full?: boolean;
  topPrize?: boolean;
}) {
  const { configuration } = useStores();
  const { t } = useTranslation();
  const money = (n: number) => displayMoney(n, game.currencyId, configuration.currency(game.currencyId));
  return (
    <dl className="lobby-tile__facts" data-testid="instant-facts">
      <div>
        <dt>{t('instant.price')}</dt>
        <dd data-testid="instant-price">{money(game.price)}</dd>
      </div>
      {topPrize && (
        <div>
          <dt>{t('instant.topPrize')}</dt>
          <dd data-testid="instant-top-prize">{money(game.topPrize)}</dd>
        </div>
      )}
      <div>
        <dt>{t('instant.odds')}</dt>
        <dd data-testid="instant-odds">
          {t('instant.oddsOneIn', { n: Math.round(game.oddsOneIn * 100) / 100 })}
        </dd>
      </div>
      {full && (
        <div>
          <dt>{t('instant.rtp')}</dt>
          <dd data-testid="instant-rtp">{`${(game.rtp * 100).toFixed(1)}%`}</dd>
        </div>
      )}
    </dl>
  );
});
