import type { SearchResult, Subscription, Transaction } from '../../../protocol/types';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { GameTypeConfig, SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db, Queryable } from '../../storage/db';
import { accountsRepo, transfer } from '../ledger';
import { normaliseEmail, siteCheck, type AttemptLimits } from '../limits';
import type { Mailer } from '../messaging/mailer';
import { nextStartAfter } from '../engine/schedule';
import { toMajor, type CurrencyBook } from '../money';
import type { JoinRequest, JoinSale, JoinService } from './joinService';
import { discountOf, paidShareOfDraw } from './subscriptionDiscount';
import {
  drawDates,
  monthFrom,
  monthlyOffers,
  promotionOf,
  redeemablePromotion,
  SUBSCRIPTION_MONTH_MS,
  type AppliedPromotion,
  type MonthlyOffer,
  type PromotionCheck,
} from './subscriptionOffers';
import { subscriptionsRepo, type SubscriptionRow } from './subscriptionsRepo';

export type PayGoDetails = Subscription & { nextPaymentDate: number | null; gamesJoinedIds: number[] };

export interface SubscriptionsService {
  /**
   * A join that also buys the next `draws` draws of the game with the same plays: the join's
   * transaction moves draws * price, less a promotion's discount, from cash into the player's
   * subscriptions account (the join itself is an ordinary join at the ordinary price).
   */
  withSubscription(
    request: JoinRequest,
    draws: number,
    memberId: number,
    promotion?: AppliedPromotion | null,
  ): JoinRequest;
  /**
   * A join that also starts a plan: 'monthly' pays every draw of the coming month up front (what
   * is left at its end goes back to cash); 'paygo' pays each later draw from cash as it is placed.
   * A promotion discounts the month's payment, or each pay-as-you-go draw.
   */
  withPlan(
    request: JoinRequest,
    kind: 'monthly' | 'paygo',
    memberId: number,
    promotion?: AppliedPromotion | null,
  ): JoinRequest;
  /** Whether a new subscription to the game may use the promotion (by id and/or code), now. */
  redeemable(q: {
    gameId: number;
    memberId: number;
    promotionId?: number;
    code?: string;
    graceMs?: number;
  }): PromotionCheck;
  /** Ends monthly periods (remainder refunded), then places active subscriptions' plays in new instances. */
  placeDue(): Promise<number>;
  ofPlayer(playerId: number, gameId?: number): Promise<Subscription[]>;
  get(playerId: number, subscriptionId: number): Promise<Subscription | null>;
  /** Cancels an active subscription and returns its remaining balance to cash; false if not the player's or not active. */
  cancel(playerId: number, subscriptionId: number): Promise<boolean>;
  monthlyOffers(memberId: number, currencyId?: string): MonthlyOffer[];
  /** Draw dates a new subscription would cover over `months` months; null for a game not sold by subscription. */
  dates(gameId: number, months: number): number[] | null;
  promotion(q: {
    promotionId?: number;
    gameId?: number;
    languageId: string;
    code?: string;
    memberId: number;
  }): ReturnType<typeof promotionOf>;
  payGoDetails(playerId: number, subscriptionId: number): Promise<PayGoDetails | null>;
  /** The cash payments of a pay-as-you-go subscription (one per placed draw), newest first. */
  payGoTransactions(
    playerId: number,
    subscriptionId: number,
    q: { page: number; maxResults: number; from?: number; to?: number },
  ): Promise<SearchResult<Transaction> | null>;
  /** Emails the subscription's summary to its player (or to `email`); false when it is not theirs. */
  emailDetails(playerId: number, subscriptionId: number, email?: string): Promise<boolean>;
  hasActive(who: { memberId: number; username?: string; email?: string }): Promise<boolean>;
}

export interface SubscriptionsDeps {
  db: Db;
  clock: Clock;
  currencies: CurrencyBook;
  joins: JoinService;
  gameTypes?: readonly GameTypeConfig[];
  mailer?: Mailer;
  /** Abuse limits on the summary mail (per subscriber and address, per address); none when absent. */
  limits?: AttemptLimits;
  site?: (memberId: number) => SiteConfig | undefined;
}

/** The service's dependencies, with the game types always there. */
type Subs = SubscriptionsDeps & { gameTypes: readonly GameTypeConfig[] };

export function createSubscriptionsService(deps: SubscriptionsDeps): SubscriptionsService {
  const subs: Subs = { ...deps, gameTypes: deps.gameTypes ?? [] };
  const { db, clock, currencies, gameTypes } = subs;
  return {
    withSubscription: (request, draws, memberId, promotion) =>
      buying(request, memberId, promotion, () => ({ drawsTotal: draws, kind: 'draws' })),
    withPlan: (request, kind, memberId, promotion) =>
      buying(request, memberId, promotion, (sale) => planTerms(gameTypes, kind, sale)),
    placeDue: () => placeDue(subs),
    ofPlayer: async (playerId, gameId) =>
      (await subscriptionsRepo.ofPlayer(db, playerId, gameId)).map((row) => toWire(currencies, row)),
    get: async (playerId, subscriptionId) => {
      const row = await ownRow(db, playerId, subscriptionId);
      return row ? toWire(currencies, row) : null;
    },
    cancel: (playerId, subscriptionId) => cancel(subs, playerId, subscriptionId),
    monthlyOffers: (memberId, currencyId) =>
      monthlyOffers(gameTypes, currencies, { memberId, currencyId, now: clock.now() }),
    dates: (gameId, months) => dates(subs, gameId, months),
    promotion: (q) => promotionOf(gameTypes, { ...q, now: clock.now() }),
    redeemable: (q) => redeemablePromotion(gameTypes, { ...q, now: clock.now() }),
    payGoDetails: (playerId, subscriptionId) => payGoDetails(subs, playerId, subscriptionId),
    payGoTransactions: (playerId, subscriptionId, q) => payGoTransactions(subs, playerId, subscriptionId, q),
    emailDetails: (playerId, subscriptionId, email) => emailDetails(subs, playerId, subscriptionId, email),
    hasActive: (who) => subscriptionsRepo.activeFor(db, who),
  };
}

const money = (currencies: CurrencyBook, minor: number, currency: string) =>
  toMajor(minor, currencies.infoOf(currency));

function toWire(currencies: CurrencyBook, row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    gameId: row.game_id,
    active: row.status === 'active',
    completed: row.status === 'completed',
    cancelled: row.status === 'cancelled',
    remainingBalance: money(currencies, row.remaining_minor, row.currency),
    currencyId: row.currency,
    playerPlays: row.plays,
    gamesJoined: row.draws_done,
    discountPercent: row.discount_percent,
    amountPaid: money(currencies, row.paid_minor, row.currency),
    discount: money(currencies, row.discount_minor, row.currency),
  };
}

function subscriptionsAccount(q: Queryable, playerId: number, currency: string, now: number) {
  return accountsRepo.ensurePlayerAccount(q, { playerId, currency, type: 'subscriptions', now });
}

async function ownRow(db: Db, playerId: number, subscriptionId: number): Promise<SubscriptionRow | null> {
  const row = await subscriptionsRepo.byId(db, subscriptionId);
  return row && row.player_id === playerId ? row : null;
}

/**
 * Returns what a subscription still holds to the player's cash, once (keyed by why). It holds
 * only the unspent part of what the player paid (subscriptionDiscount.ts), never a discount.
 */
async function refundRemainder(q: Queryable, row: SubscriptionRow, why: string, now: number) {
  if (row.remaining_minor <= 0) return;
  await transfer(q, {
    key: `subscription:${row.id}:${why}`,
    kind: 'subscriptionRefund',
    entries: [
      {
        accountId: await subscriptionsAccount(q, row.player_id, row.currency, now),
        amountMinor: -row.remaining_minor,
      },
      {
        accountId: await accountsRepo.ensurePlayerAccount(q, {
          playerId: row.player_id,
          currency: row.currency,
          type: 'cash',
          now,
        }),
        amountMinor: row.remaining_minor,
      },
    ],
    meta: { subscriptionId: row.id },
    now,
  });
}

type SubscriptionTerms = Pick<
  Parameters<typeof subscriptionsRepo.insert>[1],
  'drawsTotal' | 'kind' | 'periodEndAt'
>;

/** A plan's terms: pay-as-you-go runs open-ended; monthly covers the month's draws after this one. */
function planTerms(
  gameTypes: readonly GameTypeConfig[],
  kind: 'monthly' | 'paygo',
  sale: JoinSale,
): SubscriptionTerms {
  if (kind === 'paygo') return { drawsTotal: null, kind };
  const type = gameTypes.find((g) => g.gameId === sale.instance.game_id);
  const periodEndAt = sale.now + SUBSCRIPTION_MONTH_MS;
  // The month's draws after the one joined now (monthFrom: what getGamesCostPerMonth quotes).
  const draws = type ? monthFrom(type, sale.instance.start_at).length - 1 : 0;
  if (draws === 0) throw new Error(`game ${sale.instance.game_id} has no draw in the coming month`);
  return { drawsTotal: draws, kind, periodEndAt };
}

/**
 * Buys a subscription inside the join's transaction: its row, and the up-front payment, which a
 * promotion discounts (the promotions account pays the rest of each draw as it is placed).
 */
function buying(
  request: JoinRequest,
  memberId: number,
  promotion: AppliedPromotion | null | undefined,
  terms: (sale: JoinSale) => SubscriptionTerms,
): JoinRequest {
  return {
    ...request,
    async withJoin(q: Queryable, sale: JoinSale) {
      const agreed = terms(sale);
      const fullMinor = (agreed.drawsTotal ?? 0) * sale.pricePerDrawMinor;
      const discountMinor =
        agreed.kind === 'paygo' ? 0 : discountOf(fullMinor, promotion?.discountPercent ?? 0);
      const row = await subscriptionsRepo.insert(q, {
        playerId: request.playerId,
        memberId,
        gameId: sale.instance.game_id,
        currency: sale.instance.currency,
        plays: sale.plays,
        betTypes: sale.betTypes ?? null,
        pricePerDrawMinor: sale.pricePerDrawMinor,
        firstInstanceId: sale.instance.id,
        now: sale.now,
        ...agreed,
        paidMinor: fullMinor - discountMinor,
        discountMinor,
        promotion,
      });
      if (row.remaining_minor > 0)
        await transfer(q, {
          key: `subscription:${row.id}:buy`,
          kind: 'subscription',
          entries: [
            { accountId: sale.cashAccountId, amountMinor: -row.remaining_minor },
            {
              accountId: await subscriptionsAccount(q, request.playerId, row.currency, sale.now),
              amountMinor: row.remaining_minor,
            },
          ],
          meta: { subscriptionId: row.id, gameId: row.game_id, discountMinor: row.discount_minor },
          now: sale.now,
        });
      return String(row.id);
    },
  };
}

/** Monthly periods that ended: what is left goes back to cash and the subscription completes. */
async function endPeriods(db: Db, now: number): Promise<void> {
  await db.tx(async (q) => {
    for (const row of await subscriptionsRepo.periodEnded(q, now)) {
      await refundRemainder(q, row, 'periodEnd', now);
      await subscriptionsRepo.complete(q, row.id, now);
    }
  });
}

async function placeDue(subs: Subs): Promise<number> {
  const { db, clock } = subs;
  await endPeriods(db, clock.now());
  let placed = 0;
  for (const due of await subscriptionsRepo.due(db, clock.now())) {
    // Read again: an earlier placement of this loop may have spent a draw of it.
    const row = await subscriptionsRepo.byId(db, due.id);
    if (!row || row.status !== 'active') continue;
    const result = await subs.joins.join(placement(due, row));
    if (result.exitCode === 0) placed++;
  }
  return placed;
}

/** The join that places a subscription's next draw in its due instance, and spends the draw with it. */
function placement(
  due: Awaited<ReturnType<typeof subscriptionsRepo.due>>[number],
  row: SubscriptionRow,
): JoinRequest {
  const draw = row.draws_done + 1;
  // Pay as you go: the promotion takes its percent off each draw's price. Paid ahead: the
  // draw spends its share of what was paid, the promotions account pays the rest.
  const promotionMinor = (price: number) =>
    row.kind === 'paygo'
      ? discountOf(price, row.discount_percent)
      : price - paidShareOfDraw(row.paid_minor, draw, row.draws_total ?? 0);
  return {
    playerId: due.player_id,
    gameId: due.game_id,
    gameInstanceId: due.instance_id,
    userPlays: due.plays,
    userPlaysCount: due.plays.length,
    // Each line again as the bet type it was sold as, so its odds settle it as sold.
    lineBetTypes: due.bet_types ?? undefined,
    currencyId: due.currency,
    joinKey: `sub:${due.id}:${due.instance_id}`,
    // Pay-as-you-go pays each draw from cash now; the others spend what they paid ahead.
    payFrom: due.kind === 'paygo' ? 'cash' : 'subscriptions',
    promotionMinor: row.discount_percent > 0 ? promotionMinor : undefined,
    async withJoin(q, sale) {
      // Spent in the join's transaction: a crash either keeps both or neither.
      const spent = await subscriptionsRepo.spendDraw(q, {
        id: due.id,
        draw,
        spentMinor: sale.pricePerDrawMinor - sale.promotionMinor,
        discountMinor: sale.promotionMinor,
        now: sale.now,
      });
      if (!spent) throw new Error(`subscription ${due.id} is no longer active`);
      return String(due.id);
    },
  };
}

function cancel(subs: Subs, playerId: number, subscriptionId: number): Promise<boolean> {
  const now = subs.clock.now();
  return subs.db.tx(async (q) => {
    const row = await subscriptionsRepo.lock(q, subscriptionId);
    if (!row || row.player_id !== playerId || row.status !== 'active') return false;
    await refundRemainder(q, row, 'cancel', now);
    await subscriptionsRepo.cancel(q, row.id, now);
    return true;
  });
}

function dates(subs: Subs, gameId: number, months: number): number[] | null {
  const type = subs.gameTypes.find((g) => g.gameId === gameId);
  if (!type || !(type.subscriptions.monthly || type.subscriptions.payGo)) return null;
  const now = subs.clock.now();
  return drawDates(type, now, now + months * SUBSCRIPTION_MONTH_MS);
}

async function payGoDetails(
  subs: Subs,
  playerId: number,
  subscriptionId: number,
): Promise<PayGoDetails | null> {
  const row = await ownRow(subs.db, playerId, subscriptionId);
  if (!row) return null;
  const type = subs.gameTypes.find((g) => g.gameId === row.game_id);
  const now = subs.clock.now();
  // A pay-as-you-go player pays at the next draw while the subscription runs.
  const next =
    row.status === 'active' && row.kind === 'paygo' && type ? nextStartAfter(type.schedule, now) : null;
  return {
    ...toWire(subs.currencies, row),
    nextPaymentDate: next,
    gamesJoinedIds: await subscriptionsRepo.joinedInstances(subs.db, row),
  };
}

/** The cash leg of each placement's wager, with the cash balance after it. */
const PAY_GO_TRANSACTIONS = `WITH cash AS (
     SELECT e.transaction_id, e.amount_minor,
            sum(e.amount_minor) OVER (ORDER BY e.transaction_id, e.id) AS balance_after
     FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
     WHERE a.player_id = $1 AND a.currency = $2 AND a.type = 'cash'),
   mine AS (
     SELECT t.id, c.amount_minor, c.balance_after, t.created_at, j.instance_id
     FROM joins j
     JOIN ledger_transactions t ON t.idempotency_key = 'join:' || j.id
     JOIN cash c ON c.transaction_id = t.id
     WHERE j.player_id = $1 AND j.idempotency_key LIKE $3
       AND ($4::bigint IS NULL OR t.created_at >= $4) AND ($5::bigint IS NULL OR t.created_at <= $5))
   SELECT *, count(*) OVER ()::integer AS total FROM mine ORDER BY id DESC LIMIT $6 OFFSET $7`;

async function payGoTransactions(
  subs: Subs,
  playerId: number,
  subscriptionId: number,
  q: { page: number; maxResults: number; from?: number; to?: number },
): Promise<SearchResult<Transaction> | null> {
  const row = await ownRow(subs.db, playerId, subscriptionId);
  if (!row) return null;
  const rows = await subs.db.query<{
    id: number;
    amount_minor: number;
    balance_after: number;
    created_at: number;
    instance_id: number;
    total: number;
  }>(PAY_GO_TRANSACTIONS, [
    playerId,
    row.currency,
    `join:${playerId}:sub:${row.id}:%`,
    q.from ?? null,
    q.to ?? null,
    q.maxResults,
    q.page * q.maxResults,
  ]);
  return {
    totalCount: rows[0]?.total ?? 0,
    result: rows.map((r) => ({
      id: Number(r.id),
      type: 'subscriptionPayment',
      amount: money(subs.currencies, Number(r.amount_minor), row.currency),
      currencyId: row.currency,
      balanceAfter: money(subs.currencies, Number(r.balance_after), row.currency),
      description: `Subscription ${row.id}: game instance ${r.instance_id}`,
      createdOn: Number(r.created_at),
    })),
  };
}

async function emailDetails(
  subs: Subs,
  playerId: number,
  subscriptionId: number,
  email: string | undefined,
): Promise<boolean> {
  const row = await ownRow(subs.db, playerId, subscriptionId);
  if (!row || !subs.mailer) return false;
  const [player] = await subs.db.query<{ email: string | null; member_id: number }>(
    'SELECT email, member_id FROM players WHERE id = $1',
    [playerId],
  );
  const to = email ?? player?.email;
  if (!to) return false;
  // The summary has fixed text, but any address may be given: one subscriber mails one address a
  // few times a day, and one address hears from all subscribers together a few times a day.
  const site = subs.site?.(Number(player.member_id));
  if (subs.limits && site) {
    const recipient = normaliseEmail(to);
    const refused = await subs.limits.take([
      siteCheck(site, 'subscriptionMailPerSenderAndAddress', `${playerId}:${recipient}`),
      siteCheck(site, 'subscriptionMailPerAddress', recipient),
    ]);
    if (refused)
      throw new RpcFault(FaultCode.RateLimited, 'Too many subscription mails to this address today');
  }
  const title = subs.gameTypes.find((g) => g.gameId === row.game_id)?.title ?? `game ${row.game_id}`;
  await subs.mailer.send({
    memberId: Number(player.member_id),
    to,
    subject: `Your subscription to ${title}`,
    text: `${summaryLines(subs.currencies, row, title).join('\n')}\n`,
  });
  return true;
}

/** The subscription's summary, a line each, as the email gives it. */
function summaryLines(currencies: CurrencyBook, row: SubscriptionRow, title: string): string[] {
  const amount = (minor: number) => `${money(currencies, minor, row.currency)} ${row.currency}`;
  const state = row.status === 'active' ? 'active' : row.status;
  return [
    `Subscription ${row.id} to ${title} (${row.kind === 'paygo' ? 'pay as you go' : row.kind}): ${state}.`,
    `Plays in each draw: ${row.plays.join(' / ')}`,
    `Draws joined: ${row.draws_done}${row.draws_total ? ` of ${row.draws_total}` : ''}`,
    ...(row.discount_minor > 0
      ? [
          `Discount (${row.discount_percent}%): ${amount(row.discount_minor)}`,
          `Paid: ${amount(row.paid_minor)}`,
        ]
      : []),
    `Remaining balance: ${amount(row.remaining_minor)}`,
    ...(row.period_end_at ? [`Paid until: ${new Date(row.period_end_at).toISOString()}`] : []),
  ];
}
