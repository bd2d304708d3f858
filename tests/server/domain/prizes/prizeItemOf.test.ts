import { describe, expect, it } from 'vitest';
import { lobbyInfoOf } from '../../../../server/domain/games/lobbyInfo';
import { currencies, tinyGame } from '../play/support/gameWorld';

describe('payout info entries of a rank with a prize item', () => {
  it('carry the item for that rank only, without its value or cash option', () => {
    const type = tinyGame({
      ranks: [
        { rankNumber: 1, prizePercentage: 50 },
        {
          rankNumber: 2,
          prizeMinor: 20,
          prizeItem: { name: 'TV', sponsorText: '<b>Acme</b>', valueMinor: 50_000, cashOptionMinor: 40_000 },
        },
      ],
    });
    const [first, second] = lobbyInfoOf(type, currencies).gamePayoutInfo!;
    expect(first.prizeItem).toBeUndefined();
    expect(second.prizeItem).toEqual({
      imageUrl: '',
      name: 'TV',
      description: '',
      sponsorText: '<b>Acme</b>',
      detailsText: '',
    });
  });
});
