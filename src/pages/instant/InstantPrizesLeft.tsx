import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { InstantGameInfo } from '../../../protocol/instant/wire';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';

/**
 * "Prizes remaining", as state lotteries' scratch-off pages show it: the pool on sale's tickets
 * left and, per prize, how many are still unsold. Live: `instantProgress` pushes update it, and
 * once the pool's seed is revealed anyone can recount it (docs/fairness.md, `prizes-left`).
 */
export const InstantPrizesLeft = observer(function InstantPrizesLeft({ game }: { game: InstantGameInfo }) {
  const { configuration } = useStores();
  const { t } = useTranslation();
  const progress = game.progress;
  if (!progress) return null;
  const money = (n: number) => displayMoney(n, game.currencyId, configuration.currency(game.currencyId));
  return (
    <section className="instant-prizes-left" data-testid="instant-prizes-left" data-pool={progress.poolNo}>
      <h2>{t('fairness.prizesLeft')}</h2>
      <p data-testid="instant-tickets-left" data-left={progress.ticketsLeft}>
        {t('fairness.ticketsLeft', { count: progress.ticketsLeft })}
      </p>
      <ul className="record-list">
        {[...progress.prizesLeft]
          .sort((a, b) => b.prize - a.prize)
          .map((p) => (
            <li key={p.prize} data-testid="instant-prize-left" data-prize={p.prize} data-left={p.left}>
              {t('fairness.prizeLeft', { amount: money(p.prize), left: p.left, count: p.count })}
            </li>
          ))}
      </ul>
    </section>
  );
});
