import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/** Each pattern of the game with its prize and, once won, its winners by screen name and share. */
export const BingoWinners = observer(function BingoWinners({ money }: { money: (amount: number) => string }) {
  const { bingo } = useStores();
  const { t } = useTranslation();
  const view = bingo.view;
  if (!view) return null;
  return (
    <section className="bingo-winners" data-testid="bingo-winners">
      <h2>{t('bingo.winners')}</h2>
      <ol aria-live="polite">
        {view.patterns.map((p, index) => (
          <li key={index} data-testid="bingo-pattern-result" data-won={p.winners?.length ? 'true' : 'false'}>
            <strong>{t(`bingo.patterns.${p.pattern}`)}</strong> ({money(p.prize)}):{' '}
            {p.winners?.length
              ? p.winners.map((w) => `${w.screenName} ${money(w.prize + (w.jackpot ?? 0))}`).join(', ')
              : t('bingo.notWonYet')}
          </li>
        ))}
      </ol>
    </section>
  );
});
