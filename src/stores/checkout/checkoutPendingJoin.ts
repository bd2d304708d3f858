import { action, runInAction } from 'mobx';
import { toRpcFault } from '../../net/clientFaults';
import type { CheckoutHost } from './checkoutHost';
import { isRaffle } from './checkoutOrder';

// The pending join (spec sections 1 and 5): the order a single-draw checkout pays for, remembered by
// the server with the new account. Once the deposit is in, the server places it on its next pass,
// so a visitor who closes the page after paying still gets what they paid for. The checkout's own
// join uses the pending join's key (pendingJoinKey): whichever of the two runs first buys, the
// other is answered with that same join, and nothing is bought twice.
//
// Only a single draw is tracked: a pending join carries no subscription plan (month, pay as you
// go, promotion), so a subscription is bought by the checkout's join alone, as before.

/** The join key shared by the checkout's join and the server's placement of pending join `id`. */
export const pendingJoinKey = (id: number) => `pending-join:${id}`;

/** An order the server can hold: one draw (a subscription's terms have no place in a pending join). */
export const tracksPendingJoin = (host: CheckoutHost): boolean => !host.subscribing;

/** A numbers order is registered and tracked in one call; a raffle (no lines to send) is tracked after. */
export const registersWithPendingJoin = (host: CheckoutHost): boolean =>
  tracksPendingJoin(host) && host.game !== null && !isRaffle(host.game) && host.progress.lines.length > 0;

/** Faults the client raises itself: the request may have reached the server, its answer did not come back. */
const outcomeUnknown = (error: unknown) => /^(Client|Channel)\./.test(String(toRpcFault(error).code));

/**
 * A raffle's tickets, tracked once the account is logged in (trackPendingJoin). -1 or a refusal
 * tracks nothing and the checkout's own join buys as before. A lost answer may have left a pending
 * join whose key the checkout cannot know: joining by another key could then buy twice, so the
 * checkout stops before any payment and says so (nothing has been charged).
 */
export const ensurePendingJoin = action(async (host: CheckoutHost): Promise<boolean> => {
  const p = host.progress;
  if (p.pendingJoinId !== null || !tracksPendingJoin(host) || registersWithPendingJoin(host)) return true;
  if (p.pendingJoinAsked) return p.pendingJoinDoubt ? doubt(host) : true;
  const g = host.game;
  if (!g) return true;
  p.pendingJoinAsked = true;
  host.save();
  try {
    const id = await host.deps.transport.call('trackPendingJoin', {
      gameId: g.gameId,
      userPlays: isRaffle(g) ? [] : [...p.lines],
      userPlaysCount: host.plays,
      currencyId: g.currencyId,
      subscriptions: 0,
    });
    runInAction(() => {
      if (id !== -1) p.pendingJoinId = id;
      host.save();
    });
    return true;
  } catch (error) {
    if (!outcomeUnknown(error)) {
      console.warn('trackPendingJoin refused', error);
      return true;
    }
    runInAction(() => (p.pendingJoinDoubt = true));
    return doubt(host);
  }
});

const doubt = action((host: CheckoutHost): false => {
  host.fail({ code: 'pendingJoin', key: 'checkout.errors.pendingJoinDoubt', text: '', fields: {} });
  return false;
});
