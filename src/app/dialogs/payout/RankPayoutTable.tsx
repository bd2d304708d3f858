import { useTranslation } from 'react-i18next';
import type { GameInstance, PayoutInfoEntry } from '../../../../protocol/types';
import { GTD_SUFFIX, payoutRows } from '../../../../protocol/payoutTable';

/** Balls matched against payout and multiplier, best rank first. */
export function RankPayoutTable({
  game,
  entries,
  money,
}: {
  game: GameInstance;
  entries: PayoutInfoEntry[];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const rows = payoutRows(game, entries);
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="payout-table">
        <thead>
          <tr>
            <th>{t('payout.ballsMatched')}</th>
            <th>{t('payout.payout')}</th>
            <th>{t('payout.multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.rankNumber}-${row.rankNumber2nd ?? 0}`} data-testid="payout-row">
              <td data-testid="payout-balls">
                {row.title ??
                  (row.ballsMatched2nd !== undefined
                    ? `${row.ballsMatched} + ${row.ballsMatched2nd}`
                    : row.ballsMatched)}
                {row.rankLabel && (
                  <span className="payout__extra" data-testid="payout-rank-label">
                    {t(`payout.rankLabel.${row.rankLabel}`)}
                  </span>
                )}
              </td>
              <td data-testid="payout-prize">
                {row.seatsOnly ? (
                  <span data-testid="payout-seats">
                    {t('payout.seats', { count: row.satellite!.entries, game: row.satellite!.gameTitle })}
                  </span>
                ) : row.poolShare !== undefined ? (
                  <span className="payout__share" data-testid="payout-pool-share">
                    {t('design.payout.poolShare', { percent: row.poolShare })}
                  </span>
                ) : (
                  money(row.prize)
                )}
                {row.gtd && ` ${GTD_SUFFIX}`}
                {row.prizeItem && (
                  <span className="payout__extra" data-testid="payout-prize-item">
                    {t('payout.plusPrizeItem', { name: row.prizeItem })}
                  </span>
                )}
                {row.satellite && !row.seatsOnly && (
                  <span className="payout__extra" data-testid="payout-satellite">
                    {t('payout.plusSeats', {
                      count: row.satellite.entries,
                      game: row.satellite.gameTitle,
                    })}
                  </span>
                )}
              </td>
              <td data-testid="payout-multiplier">{row.multiplier}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
