import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GameInstance, PayoutInfoEntry } from '../../../../protocol/types';
import { GTD_SUFFIX, shownPrize } from '../../../../protocol/payoutTable';

/**
 * Raffle payout list: one card per rank. Enter Now goes to the lobby route with id and gid
 * (spec section 2), which opens the game's picker.
 */
export function RafflePayoutCards({
  game,
  entries,
  money,
  onEnter,
}: {
  game: GameInstance;
  entries: PayoutInfoEntry[];
  money: (amount: number) => string;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ranks = [...entries].sort((a, b) => a.rankNumber - b.rankNumber);
  const enter = () => {
    onEnter();
    navigate(`/lobby?id=${game.gameInstanceId}&gid=${game.gameId}`);
  };
  return (
    <ul className="raffle-cards" data-testid="raffle-cards">
      {ranks.map((entry) => {
        const { prize, gtd } = shownPrize(entry);
        return (
          <li key={entry.rankNumber} className="raffle-card" data-testid="raffle-card">
            <h4>{entry.meta?.rankTitle ?? t('payout.raffle.rank', { rank: entry.rankNumber })}</h4>
            {entry.prizeItem ? (
              <p data-testid="raffle-card-prize">{entry.prizeItem.name}</p>
            ) : (
              <p data-testid="raffle-card-prize">
                {money(prize)}
                {gtd && ` ${GTD_SUFFIX}`}
              </p>
            )}
            {game.gameStatus === 'OPEN' && (
              <button
                type="button"
                className="button button--primary"
                data-testid="raffle-enter-now"
                onClick={enter}
              >
                {t('payout.raffle.enterNow')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
