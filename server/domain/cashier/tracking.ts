import type { Logger } from 'pino';
import type { SiteConfig } from '../../config/schema';

export interface DepositTracker {
  /** The site's tracking GET for a player's first completed deposit (when the site enables it). */
  firstDeposit(site: SiteConfig, event: FirstDeposit): Promise<void>;
}

export interface FirstDeposit {
  playerId: number;
  orderId: number;
  amount: number;
  currency: string;
}

/** The HTTP GET, injectable so tests never reach the network. */
export type HttpGet = (url: string) => Promise<void>;

export const fetchGet: HttpGet = async (url) => {
  const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
  await response.body?.cancel();
};

/**
 * Spec section 7, Tracking: a GET to the configured URL after the first deposit (order type 1,
 * status 2, no earlier deposit date). Placeholders {event} {playerId} {orderId} {amount} {currency}
 * in the URL are filled in; without any, they are appended as query parameters. Failures are
 * logged: tracking never holds up or undoes a deposit.
 */
export function createDepositTracker(deps: { get?: HttpGet; log: Logger }): DepositTracker {
  const get = deps.get ?? fetchGet;
  return {
    async firstDeposit(site, event) {
      const { trackingURL, trackOnDeposit } = site.tracking;
      if (!trackOnDeposit || !trackingURL) return;
      const url = trackingUrl(trackingURL, event);
      try {
        await get(url);
      } catch (error) {
        deps.log.warn({ err: error, playerId: event.playerId }, 'first-deposit tracking failed');
      }
    },
  };
}

export function trackingUrl(template: string, event: FirstDeposit): string {
  const values: Record<string, string> = {
    event: 'firstDeposit',
    playerId: String(event.playerId),
    orderId: String(event.orderId),
    amount: String(event.amount),
    currency: event.currency,
  };
  if (/\{(event|playerId|orderId|amount|currency)\}/.test(template))
    return template.replace(/\{(event|playerId|orderId|amount|currency)\}/g, (_, k: string) =>
      encodeURIComponent(values[k]),
    );
  const url = new URL(template);
  for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
  return url.toString();
}
