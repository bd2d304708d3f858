import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { cardChoices, firstCardCount } from './cardChoices';
import { CardCountStepper } from './CardCountStepper';
import { useBingoMoney } from './useBingoMoney';

/** An open room's purchase: how many cards (the stepper), buy, and one-click buy again. */
export const BingoRoomBuy = observer(function BingoRoomBuy({ game }: { game: GameInstance }) {
  const { bingo, session, ui } = useStores();
  const { t } = useTranslation();
  const money = useBingoMoney(game.currencyId);
  const choices = cardChoices(game);
  const [count, setCount] = useState(() => firstCardCount(choices, game.drawRange));
  const again = bingo.lastPurchase?.gameId === game.gameId ? bingo.lastPurchase.cards : 0;
  const buying = bingo.buyingFor === game.gameInstanceId;
  const buy = (cards: number) => {
    if (!session.loggedIn) ui.openModal('login');
    else void bingo.buy(game, cards);
  };
  return (
    <div className="bingo-room__buy">
      <CardCountStepper choices={choices} value={count} onChange={setCount} />
      <button
        type="button"
        className="button button--wide button--primary"
        disabled={buying}
        onClick={() => buy(count)}
        data-testid="bingo-buy"
      >
        {buying
          ? t('bingo.buying')
          : session.loggedIn
            ? t('bingo.buy', { count, amount: money(game.gamePlayCost * count) })
            : t('bingo.loginToBuy')}
      </button>
      {again > 0 && session.loggedIn && (
        <button
          type="button"
          className="button button--wide button--ghost"
          disabled={buying}
          onClick={() => buy(again)}
          data-testid="bingo-buy-again"
        >
          {t('bingo.buyAgain', { count: again })}
        </button>
      )}
    </div>
  );
});
