import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '../../format/money';
import { GTD_SUFFIX, payoutRows, ranksPaid } from '../../../protocol/payoutTable';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * 'Game Payout' (spec sections 2 and 9): balls matched against payout, the multiplier ('x',
 * rounded down to 0.5; 'n/a' at cost 0), 'Gtd' when the guarantee exceeds the rank prize, ranks
 * paid, the no-ties disclaimer, and the buy-in, fee and progressive of the game.
 */
export const PayoutDialog = observer(function PayoutDialog() {
  const { gameInfo, configuration } = useStores();
  const { t } = useTranslation();
  const game = gameInfo.dialogGame;
  if (!game) return null;
  const entries = gameInfo.payoutOf(game);
  const money = (amount: number, currencyId = game.payoutCurrencyId || game.currencyId) =>
    displayMoney(amount, currencyId, configuration.currency(currencyId));
  const rows = entries ? payoutRows(game, entries) : [];
  return (
    <Modal title={t('payout.title')} onClose={() => gameInfo.close()} testId="payout-dialog">
      <h3>{game.gameTitle}</h3>
      {!entries && !gameInfo.loadError && <p>{t('payout.loading')}</p>}
      {gameInfo.loadError && <p className="form__error">{t('common.failed')}</p>}
      {entries && (
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
                    {row.title ?? row.ballsMatched}
                    {row.ballsMatched2nd !== undefined && ` + ${row.ballsMatched2nd}`}
                  </td>
                  <td data-testid="payout-prize">
                    {money(row.prize)}
                    {row.gtd && ` ${GTD_SUFFIX}`}
                  </td>
                  <td data-testid="payout-multiplier">{row.multiplier}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries && (
        <p data-testid="payout-ranks-paid">{t('payout.ranksPaid', { count: ranksPaid(entries) })}</p>
      )}
      <dl className="details-list">
        <div>
          <dt>{t('payout.buyIn')}</dt>
          <dd data-testid="payout-buy-in">{money(game.gamePlayCost, game.currencyId)}</dd>
        </div>
        <div>
          <dt>{t('payout.fee')}</dt>
          <dd data-testid="payout-fee">{money(game.gameFeePerPlay, game.currencyId)}</dd>
        </div>
        {game.progressiveAmount > 0 && (
          <div>
            <dt>{t('payout.progressive')}</dt>
            <dd data-testid="payout-progressive">{money(game.progressiveAmount)}</dd>
          </div>
        )}
      </dl>
      <p className="payout__disclaimer" data-testid="payout-disclaimer">
        {t('payout.disclaimer')}
      </p>
    </Modal>
  );
});
