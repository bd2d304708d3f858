import { describe, expect, it, vi } from 'vitest';
import { PriceConversion } from '../../../../src/stores/picking/PriceConversion';
import { FakeTransport } from '../../fakes/FakeTransport';

const rateOf = (rate: number) => (p: { fromCurrency: string; toCurrency: string; amount: number }) => ({
  fromCurrency: p.fromCurrency,
  toCurrency: p.toCurrency,
  amount: p.amount,
  converted: Math.round(p.amount * rate * 100) / 100,
  rate,
});

describe("the wager's total in the account's currency", () => {
  it('asks currencyConversionV2 at the join rate when the game is sold in another currency', async () => {
    const transport = new FakeTransport().respond('currencyConversionV2', rateOf(1.1));
    const conversion = new PriceConversion({ transport });
    await conversion.quote('EUR', 'USD', 10);
    expect(transport.calls.find((c) => c.name === 'currencyConversionV2')?.params).toEqual({
      fromCurrency: 'EUR',
      toCurrency: 'USD',
      amount: 10,
      purpose: 'join',
    });
    expect(conversion.converted).toEqual({ amount: 11, currencyId: 'USD' });
  });

  it('asks nothing in the same currency, for a visitor, or for no total', async () => {
    const transport = new FakeTransport().respond('currencyConversionV2', rateOf(1.1));
    const conversion = new PriceConversion({ transport });
    await conversion.quote('USD', 'USD', 10);
    await conversion.quote('EUR', null, 10);
    await conversion.quote('EUR', 'USD', 0);
    expect(transport.callNames()).toEqual([]);
    expect(conversion.converted).toBeNull();
  });

  it('asks once per total and keeps only the latest answer', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const transport = new FakeTransport().respond(
      'currencyConversionV2',
      async (p: { fromCurrency: string; toCurrency: string; amount: number }) => {
        if (p.amount === 5) await slow;
        return rateOf(2)(p);
      },
    );
    const conversion = new PriceConversion({ transport });
    const first = conversion.quote('EUR', 'USD', 5);
    await conversion.quote('EUR', 'USD', 7);
    await conversion.quote('EUR', 'USD', 7);
    release();
    await first;
    expect(conversion.converted).toEqual({ amount: 14, currencyId: 'USD' });
    expect(transport.callNames()).toHaveLength(2);
  });

  it('shows no estimate when the server cannot convert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transport = new FakeTransport().fault('currencyConversionV2', 'Cashier.Currency');
    const conversion = new PriceConversion({ transport });
    await conversion.quote('EUR', 'XXX', 5);
    expect(conversion.converted).toBeNull();
  });
});
