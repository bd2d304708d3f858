import { makeAutoObservable, runInAction } from 'mobx';
import type { RpcClient } from '../../net/RpcClient';

/**
 * The wager's total in the player's main currency as well, for information only: a join is paid in
 * the game's own currency, never converted, so this is the site's display rate
 * (currencyConversionV2 with purpose 'display'), asked whenever the total changes.
 */
export class PriceInCurrency {
  /** The total in the player's main currency (major units), or null when it is the same currency. */
  converted: { amount: number; currencyId: string } | null = null;
  private asked = '';

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<PriceInCurrency, 'deps' | 'asked'>(this, { deps: false, asked: false });
  }

  async show(amount: number, fromCurrency: string, toCurrency: string | undefined): Promise<void> {
    const key = `${amount} ${fromCurrency} ${toCurrency}`;
    if (key === this.asked) return;
    this.asked = key;
    if (!toCurrency || !fromCurrency || toCurrency === fromCurrency || !(amount > 0)) {
      this.converted = null;
      return;
    }
    try {
      const { converted } = await this.deps.transport.call('currencyConversionV2', {
        fromCurrency,
        toCurrency,
        amount,
        purpose: 'display',
      });
      if (this.asked === key)
        runInAction(() => (this.converted = { amount: converted, currencyId: toCurrency }));
    } catch (error) {
      // The price in the game's currency stands alone; the other currency is only a guide.
      console.warn('currencyConversionV2 failed', error);
      if (this.asked === key) runInAction(() => (this.converted = null));
    }
  }
}
