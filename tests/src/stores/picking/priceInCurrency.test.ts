import { describe, expect, it } from 'vitest';
import { PriceInCurrency } from '../../../../src/stores/picking/PriceInCurrency';
import { FakeTransport } from '../../fakes/FakeTransport';

describe("the wager's total in the player's main currency", () => {
  it("asks the site's display rate when the game sells in another currency, once per total", async () => {
    const transport = new FakeTransport().respond('currencyConversionV2', {
      fromCurrency: 'EUR',
      toCurrency: 'USD',
      amount: 4,
      converted: 4.32,
      rate: 1.08,
    });
    const price = new PriceInCurrency({ transport });
    await price.show(4, 'EUR', 'USD');
    expect(price.converted).toEqual({ amount: 4.32, currencyId: 'USD' });
    expect(transport.calls).toEqual([
      {
        name: 'currencyConversionV2',
        params: { fromCurrency: 'EUR', toCurrency: 'USD', amount: 4, purpose: 'display' },
      },
    ]);
    await price.show(4, 'EUR', 'USD');
    expect(transport.calls).toHaveLength(1);
  });

  it('shows nothing for a game in the same currency, for nothing picked, or when the rate is refused', async () => {
    const transport = new FakeTransport();
    const price = new PriceInCurrency({ transport });
    await price.show(4, 'USD', 'USD');
    expect(price.converted).toBeNull();
    await price.show(0, 'EUR', 'USD');
    expect(price.converted).toBeNull();
    expect(transport.calls).toEqual([]);
    transport.fault('currencyConversionV2', 'Server.Validation', 'Unknown currency');
    await price.show(2, 'EUR', 'XXX');
    expect(price.converted).toBeNull();
  });
});
