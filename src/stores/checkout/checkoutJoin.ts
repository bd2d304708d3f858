import { action, runInAction, when } from 'mobx';
import { joinErrorOf, joinFailureCode } from '../../../protocol/errors';
import type { GameInstance } from '../../../protocol/types';
import { newRequestKey } from '../cashier/requestKey';
import { failureOf } from '../forms/faultMessage';
import type { CheckoutHost } from './checkoutHost';
import { isRaffle } from './checkoutOrder';
import { pendingJoinKey } from './checkoutPendingJoin';

// pay()'s last stage: the join in the game's open instance (by its join key), and what follows it.

/** Join exit 3: the instance is not open (its registration closed meanwhile). */
const GAME_NOT_AVAILABLE = 3;

/** The subscription's summary by email (its details and what was paid); never holds the success up. */
export const mailSubscription = action(async (host: CheckoutHost): Promise<void> => {
  const code = host.progress.joined?.subscriptionCode;
  if (!code) return;
  try {
    await host.deps.transport.call('sendEmailSubscriptionDetails', { subscriptionId: Number(code) });
  } catch (error) {
    console.warn('sendEmailSubscriptionDetails failed', error);
  }
});

/**
 * The game's instance on sale, waiting (up to openWaitMs) for the next one when the draw has
 * just closed: the engine opens it within a pass and the lobby push brings it.
 */
const openInstance = action(async (host: CheckoutHost, exclude?: number): Promise<GameInstance | null> => {
  const find = () =>
    host.games.find((x) => x.gameId === host.progress.gameId && x.gameInstanceId !== exclude) ?? null;
  if (!find()) {
    try {
      await when(() => find() !== null, { timeout: host.timing.openWaitMs });
    } catch {
      return null;
    }
  }
  return find();
});

/** Joins (with the subscription); a draw that closed meanwhile is retried once in the next one. */
export const ensureJoin = action(async (host: CheckoutHost): Promise<boolean> => {
  let closed: number | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    host.stage = 'joining';
    const g = await openInstance(host, closed);
    if (!g) break;
    const outcome = await join(host, g);
    if (outcome !== 'closed') return outcome === 'joined';
    closed = g.gameInstanceId;
  }
  host.fail({ code: 'closed', key: 'checkout.errors.gameClosed', text: '', fields: {} });
  return false;
});

/** One join by the order's join key: a retry after a lost answer buys nothing twice. */
const join = action(async (host: CheckoutHost, g: GameInstance): Promise<'joined' | 'closed' | 'failed'> => {
  // A pending join's key: the server placing it meanwhile and this join are one purchase.
  const pending = host.progress.pendingJoinId;
  if (!host.progress.joinKey)
    host.progress.joinKey = pending !== null ? pendingJoinKey(pending) : newRequestKey();
  host.save();
  try {
    const result = await host.deps.transport.call('joinGame', {
      gameId: g.gameId,
      gameInstanceId: g.gameInstanceId,
      // Raffle tickets are numbered by the server.
      userPlays: isRaffle(g) ? [] : [...host.progress.lines],
      userPlaysCount: host.plays,
      currencyId: g.currencyId,
      ...host.joinTerms,
      joinKey: host.progress.joinKey,
      // A single draw's receipt by email; a subscription mails its own summary (mailSubscription).
      emailReceipt: !host.subscribing,
    });
    if (result.exitCode !== 0) {
      const code = joinFailureCode({ exitCode: result.exitCode, message: result.exitDescription });
      runInAction(() => {
        host.progress.joinKey = null; // nothing was bought: the next attempt is a new join
        if (code !== GAME_NOT_AVAILABLE)
          host.fail({
            code: String(code),
            key: joinErrorOf(code)?.key ?? null,
            text: result.exitDescription ?? '',
            fields: {},
          });
      });
      return code === GAME_NOT_AVAILABLE ? 'closed' : 'failed';
    }
    runInAction(() => {
      host.progress.joined = {
        gameInstanceId: result.gameInstanceId,
        joinCode: result.joinEvent?.joinCode ?? null,
        subscriptionCode: result.subscriptionCode,
      };
      host.save();
    });
    return 'joined';
  } catch (error) {
    // No answer: the same key next time answers this join if it happened.
    runInAction(() => host.fail(failureOf(error)));
    return 'failed';
  }
});
