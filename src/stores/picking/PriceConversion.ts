import { makeAutoObservable, runInAction } from 'mobx';
import type { RpcClient } from '../../net/RpcClient';

/** What the converted amount is of: the wager's total in the game's currency. */
interface Quote {
  from: string;
  to: string;
  amount: number;
}

const sameQuote = (a: Quote | null, b: Quote) =>
  a !== null && a.from === b.from && a.to === b.to && a.amount === b.amount;

/**
 * A wager in a currency other than the player's account's: what it comes to in the account's
 * currency at the site's join rate (currencyConversionV2, purpose 'join'), shown as "≈ …" beside
 * the total. Only the latest total asked for is kept; the server's rate decides, not the client.
 */
export class PriceConversion {
  /** The converted amount and its currency, for the quote last answered; null when none applies. */
  converted: { amount: number; currencyId: string } | null = null;
  private asked: Quote | null = null;

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<PriceConversion, 'deps'>(this, { deps: false });
  }

  /** Asks for the total in the account's currency; nothing to ask when they are the same. */
  async quote(from: string, to: string | null, amount: number): Promise<void> {
    if (!to || to === from || amount <= 0) {
      this.asked = null;
      this.converted = null;
      return;
    }
    const quote = { from, to, amount };
    if (sameQuote(this.asked, quote)) return;
    this.asked = quote;
    this.converted = null;
    try {
      const result = await this.deps.transport.call('currencyConversionV2', {
        fromCurrency: from,
        toCurrency: to,
        amount,
        purpose: 'join',
      });
      if (!sameQuote(this.asked, quote)) return; // a newer total was asked for meanwhile
      runInAction(() => (this.converted = { amount: result.converted, currencyId: result.toCurrency }));
    } catch (error) {
      // The total in the game's currency still stands; the estimate is only a help.
      console.warn('currencyConversionV2 failed', error);
    }
  }
}
