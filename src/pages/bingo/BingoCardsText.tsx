import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { bingoCallName } from './bingoCallName';

/**
 * The hall as text, beside the stage: the last number, the numbers called, and each of my cards
 * with how many it needs. Screen readers (and devices without a stage) follow the game here.
 */
export const BingoCardsText = observer(function BingoCardsText({
  money,
}: {
  money: (amount: number) => string;
}) {
  const { bingo } = useStores();
  const { t } = useTranslation();
  const view = bingo.view;
  if (!view) return null;
  const pattern = bingo.currentPattern;
  return (
    <div className="bingo-text" data-testid="bingo-text" data-calls={view.calls.length}>
      <p role="status" aria-live="polite" data-testid="bingo-last-call">
        {view.calls.length === 0
          ? t('bingo.waiting')
          : `${t('bingo.callOf', { call: view.calls.length, total: view.format })}: ${bingoCallName(t, view.format, bingo.lastCall!)}`}
      </p>
      <p data-testid="bingo-pattern">
        {view.finished
          ? t('bingo.finished')
          : pattern
            ? `${t('bingo.playing')}: ${t(`bingo.patterns.${pattern.pattern}`)} (${t('bingo.patternPrize', { amount: money(pattern.prize) })})`
            : ''}
      </p>
      <h2>{t('bingo.yourCards')}</h2>
      {bingo.cards.length === 0 ? (
        <p data-testid="bingo-no-cards">{t('bingo.noCards')}</p>
      ) : (
        <ul className="bingo-text__cards">
          {bingo.cards.map((card) => {
            // One number from the pattern: said prominently, with the number(s) that would win it.
            const near = card.won === 0 && card.lastCells.length > 0;
            return (
              <li
                key={card.playId}
                className={near ? 'bingo-text__card--near' : undefined}
                data-testid="bingo-card"
                data-play-id={card.playId}
                data-daubed={card.daubed.filter((d, i) => d && card.cells[i] !== 0).length}
                data-won={card.won}
                data-near={near}
              >
                {t('bingo.card', { id: card.playId })}:{' '}
                {card.won > 0
                  ? t('bingo.wonAmount', { amount: money(card.won) })
                  : t('bingo.toGo', { count: card.toGo })}
                {near && (
                  <>
                    {' '}
                    <span data-testid="bingo-card-needs">
                      {t('bingo.needs', {
                        numbers: card.lastCells
                          .map((i) => bingoCallName(t, view.format, card.cells[i]!))
                          .join(', '),
                      })}
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <details>
        <summary>{t('bingo.called')}</summary>
        <p data-testid="bingo-called">{view.calls.map((n) => bingoCallName(t, view.format, n)).join(', ')}</p>
      </details>
    </div>
  );
});
