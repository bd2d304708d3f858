import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { betTypeLabel } from '../../format/betTypeLabel';
import { gameKindOf } from '../../../protocol/gameRules';

/** What to pick in the current mode: a line, a raffle ticket, a bet type's selection, or a perm entry. */
export const NumbersHelp = observer(function NumbersHelp() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const game = picking.game;
  if (!game) return null;
  const second =
    game.gamePlaySize2nd > 0
      ? ` ${t('pick.instructions2nd', { count: game.gamePlaySize2nd, max: game.drawRange2nd })}`
      : '';
  let text: string;
  if (picking.mode === 'bets' && picking.betOffer) {
    const { minNumbers: min, maxNumbers: max } = picking.betOffer;
    text = t('pick.betType.instructions', {
      betType: betTypeLabel(t, picking.betOffer.betType),
      min,
      max,
      range: game.drawRange,
    });
  } else if (picking.mode === 'perm') {
    text = t('pick.perm.instructions', {
      size: game.gamePlaySize,
      min: game.gamePlaySize + 1,
      max: picking.mainCapacity,
      range: game.drawRange,
    });
  } else if (gameKindOf(game.gameRule) === 'raffle') {
    text = t('pick.raffleInstructions', { max: game.drawRange });
  } else {
    text = t('pick.instructions', { count: game.gamePlaySize, max: game.drawRange });
  }
  return <p data-testid="pick-instructions">{text + second}</p>;
});
