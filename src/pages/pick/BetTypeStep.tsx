import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PickingStore } from '../../stores/picking/PickingStore';
import { betTypeLabel } from '../../format/betTypeLabel';

/** Step 2 of a bet-type game: the bet types in the spec's order, each with its numbers and odds. */
export const BetTypeStep = observer(function BetTypeStep({ picking }: { picking: PickingStore }) {
  const { t } = useTranslation();
  return (
    <fieldset className="bet-types" data-testid="pick-bet-types">
      <legend>{t('pick.betType.choose')}</legend>
      {picking.betTypes.map((offer) => (
        <button
          key={offer.betType}
          type="button"
          className={picking.betType === offer.betType ? 'button button--primary' : 'button'}
          aria-pressed={picking.betType === offer.betType}
          data-testid="pick-bet-type"
          data-bet-type={offer.betType}
          disabled={picking.state !== 'open'}
          onClick={() => picking.chooseBetType(offer.betType)}
        >
          {betTypeLabel(t, offer.betType)} · {`${offer.odds}x`}
        </button>
      ))}
    </fieldset>
  );
});
