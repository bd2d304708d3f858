import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { gameKindOf } from '../../../protocol/gameRules';
import { ranksPaid } from '../../../protocol/payoutTable';
import { displayMoney } from '../../format/money';
import { hasBetTypes, offeredBetTypes } from '../../stores/picking/betOffers';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';
import { BetTypePayoutTable } from './payout/BetTypePayoutTable';
import { RafflePayoutCards } from './payout/RafflePayoutCards';
import { RankPayoutTable } from './payout/RankPayoutTable';

/**
 * 'Game Payout' (spec sections 2 and 9), the view chosen by game rule: raffles one card per rank
 * with Enter Now; one-draw bet-type games their bet types in the spec's order; other games balls
 * matched against payout with the multiplier ('x', rounded down to 0.5; 'n/a' at cost 0) and
 * 'Gtd'. Then ranks paid, the no-ties disclaimer, and the buy-in, fee and progressive.
 */
export const PayoutDialog = observer(function PayoutDialog() {
  const { gameInfo, configuration } = useStores();
  const { t } = useTranslation();
  const game = gameInfo.dialogGame;
  if (!game) return null;
  const lobby = gameInfo.lobbyOf(game);
  const betTypes = hasBetTypes(game.gameRule, lobby);
  const entries = gameInfo.payoutOf(game);
  const money = (amount: number, currencyId = game.payoutCurrencyId || game.currencyId) =>
    displayMoney(amount, currencyId, configuration.currency(currencyId));
  const raffle = gameKindOf(game.gameRule) === 'raffle';
  return (
    <Modal
      title={t('payout.title')}
      onClose={() => gameInfo.close()}
      testId="payout-dialog"
      variant="fullscreen"
    >
      <h3>{game.gameTitle}</h3>
      {betTypes && <BetTypePayoutTable offers={offeredBetTypes(lobby)} money={money} />}
      {!betTypes && !entries && !gameInfo.loadError && <p>{t('payout.loading')}</p>}
      {gameInfo.loadError && <p className="form__error">{t('common.failed')}</p>}
      {!betTypes && entries && raffle && (
        <RafflePayoutCards game={game} entries={entries} money={money} onEnter={() => gameInfo.close()} />
      )}
      {!betTypes && entries && !raffle && <RankPayoutTable game={game} entries={entries} money={money} />}
      {!betTypes && entries && (
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
      {!betTypes && (
        <p className="payout__disclaimer" data-testid="payout-disclaimer">
          {t('payout.disclaimer')}
        </p>
      )}
    </Modal>
  );
});
