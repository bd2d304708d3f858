import { useTranslation } from 'react-i18next';
import type { BetTypeInfo } from '../../../../protocol/types';
import { betTypeLabel } from '../../../format/betTypeLabel';

/**
 * A fixed-odds one-draw game's bet types in the spec's order: how many numbers each takes, what
 * one winning line pays at the game's play cost, and the odds.
 */
export function BetTypePayoutTable({
  offers,
  money,
}: {
  offers: BetTypeInfo[];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="payout-bet-types">
        <thead>
          <tr>
            <th>{t('payout.betType.title')}</th>
            <th>{t('payout.betType.numbers')}</th>
            <th>{t('payout.betType.linePrize')}</th>
            <th>{t('payout.betType.odds')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.betType} data-testid="payout-bet-type" data-bet-type={offer.betType}>
              <td>{betTypeLabel(t, offer.betType)}</td>
              <td>
                {offer.minNumbers === offer.maxNumbers
                  ? offer.minNumbers
                  : `${offer.minNumbers}–${offer.maxNumbers}`}
              </td>
              <td data-testid="payout-line-prize">{money(offer.linePrize)}</td>
              <td>{`${offer.odds}x`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
