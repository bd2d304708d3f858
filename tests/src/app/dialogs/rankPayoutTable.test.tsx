import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { GameInstance, PayoutInfoEntry } from '../../../../protocol/types';
import { RankPayoutTable } from '../../../../src/app/dialogs/payout/RankPayoutTable';
import { testI18n } from '../../fakes/renderWithStores';

const game = { gamePlaySize: 3, gamePlayCost: 100, gameFeePerPlay: 0 } as GameInstance;
const entry = (rankNumber: number, rankPrize: number, over: Partial<PayoutInfoEntry> = {}) =>
  ({ rankNumber, rankPrize, prizePercentage: 0, guaranteedPrize: 0, ...over }) as PayoutInfoEntry;

describe('rank payout table', () => {
  it('shows a rank’s prize item and satellite seats under its money', () => {
    render(
      <I18nextProvider i18n={testI18n()}>
        <RankPayoutTable
          game={game}
          money={(n) => `$${n / 100}`}
          entries={[
            entry(1, 1000, {
              prizeItem: {
                name: 'Weekend break',
                imageUrl: '',
                description: '',
                sponsorText: '',
                detailsText: '',
              },
            }),
            entry(2, 500, { satelliteItems: [{ entries: 2, gameTitle: 'Big Final' }] }),
            entry(3, 200),
          ]}
        />
      </I18nextProvider>,
    );
    const prizes = screen.getAllByTestId('payout-prize').map((td) => td.textContent);
    expect(prizes).toEqual(['$10+ Weekend break', '$5+ entries to Big Final: 2', '$2']);
  });
});
