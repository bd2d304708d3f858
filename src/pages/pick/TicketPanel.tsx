import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { gameKindOf } from '../../../protocol/gameRules';
import type { PickingStore } from '../../stores/picking/PickingStore';
import { JoinSteps } from './JoinSteps';
import { PickedLines } from './PickedLines';
import { WagerStep } from './WagerStep';

/** What the empty ticket asks for, by the picking mode (never a "$0" total or "0 of 100 lines"). */
function emptyHint(picking: PickingStore, t: TFunction): string {
  const game = picking.game;
  if (!game) return '';
  if (gameKindOf(game.gameRule) === 'raffle') return t('pick.ticket.emptyRaffle');
  if (picking.mode === 'bets') return t('pick.ticket.emptyBets');
  if (picking.mode === 'perm') return t('pick.ticket.emptyPerm', { min: game.gamePlaySize + 1 });
  return t('pick.ticket.empty', { count: game.gamePlaySize });
}

/**
 * The ticket (bet slip): the lines picked, the wager options, the total and Confirm / Join. Beside
 * the picker and sticky on a desktop, after it on a phone (pick.css).
 */
export const TicketPanel = observer(function TicketPanel({ picking }: { picking: PickingStore }) {
  const { t } = useTranslation();
  const empty = picking.lines.length === 0 && picking.state === 'open';
  return (
    <aside className="pick-ticket" data-testid="pick-ticket" aria-labelledby="pick-ticket-title">
      <h2 id="pick-ticket-title" className="pick-ticket__title">
        {t('pick.ticket.title')}
      </h2>
      {empty && (
        <p className="pick-ticket__empty" data-testid="pick-ticket-empty">
          {emptyHint(picking, t)}
        </p>
      )}
      <PickedLines picking={picking} />
      <WagerStep />
      <JoinSteps />
    </aside>
  );
});
