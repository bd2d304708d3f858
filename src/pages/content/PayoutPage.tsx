import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameKindOf } from '../../../protocol/gameRules';
import { ranksPaid } from '../../../protocol/payoutTable';
import type { GameInstance } from '../../../protocol/types';
import { BetTypePayoutTable } from '../../app/dialogs/payout/BetTypePayoutTable';
import { RafflePayoutCards } from '../../app/dialogs/payout/RafflePayoutCards';
import { RankPayoutTable } from '../../app/dialogs/payout/RankPayoutTable';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { hasBetTypes, offeredBetTypes } from '../../stores/picking/betOffers';
import { SectionPage } from '../account/AccountLayout';

/** /payout: the payout table of every open game, drawn with the payout dialog's parts. */
export const PayoutPage = observer(function PayoutPage() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  const games = lobby.openGames;
  return (
    <SectionPage titleKey="routes.payout" testId="payout-page" back={null}>
      {games.length === 0 && <p data-testid="payout-none">{t('pages.payout.none')}</p>}
      {games.map((game) => (
        <GamePayout key={game.gameInstanceId} game={game} />
      ))}
    </SectionPage>
  );
});

const GamePayout = observer(function GamePayout({ game }: { game: GameInstance }) {
  const { gameInfo, configuration } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void gameInfo.loadLobby(game.gameId);
    void gameInfo.loadPayout(game);
  }, [game, gameInfo]);
  const lobby = gameInfo.lobbyOf(game);
  const betTypes = hasBetTypes(game.gameRule, lobby);
  const entries = gameInfo.payoutOf(game);
  const money = (amount: number, currencyId = game.payoutCurrencyId || game.currencyId) =>
    displayMoney(amount, currencyId, configuration.currency(currencyId));
  const raffle = gameKindOf(game.gameRule) === 'raffle';
  return (
    <section className="payout-page__game" data-testid="payout-game">
      <h2>{game.gameTitle}</h2>
      {betTypes && <BetTypePayoutTable offers={offeredBetTypes(lobby)} money={money} />}
      {!betTypes && !entries && <p>{t('payout.loading')}</p>}
      {!betTypes && entries && raffle && (
        <RafflePayoutCards game={game} entries={entries} money={money} onEnter={() => undefined} />
      )}
      {!betTypes && entries && !raffle && <RankPayoutTable game={game} entries={entries} money={money} />}
      {!betTypes && entries && <p>{t('payout.ranksPaid', { count: ranksPaid(entries) })}</p>}
      <p>
        {t('payout.buyIn')}: {money(game.gamePlayCost, game.currencyId)}
      </p>
    </section>
  );
});
