import type { MonthlyOffer } from '../../../protocol/calls/subscriptions';
import type { GameTypeConfig } from '../../config/schema';

export type { MonthlyOffer };
import { nextStartAfter } from '../engine/schedule';
import { toMajor, type CurrencyBook } from '../money';

/** A subscription month: the period a monthly subscription pays for, from its purchase. */
export const SUBSCRIPTION_MONTH_MS = 30 * 24 * 60 * 60 * 1000;
/** Draw dates getGamesCostPerMonthAndSchedule lists ahead. */
const NEXT_DRAWS_SHOWN = 5;

/** Scheduled starts of a game strictly after `after` and not after `until`. */
export function drawDates(game: GameTypeConfig, after: number, until: number): number[] {
  const dates: number[] = [];
  for (let at = nextStartAfter(game.schedule, after); at <= until; at = nextStartAfter(game.schedule, at))
    dates.push(at);
  return dates;
}

/**
 * The draws of a subscription month that starts with the draw at `firstDraw`: that draw and
 * every later one before firstDraw + a month. Counted from a draw (not from the moment of
 * purchase), a regular schedule gives every month the same number of draws, so the price an
 * offer quotes is the price the join charges, whenever in the period it is bought.
 */
export const monthFrom = (game: GameTypeConfig, firstDraw: number): number[] => [
  firstDraw,
  ...drawDates(game, firstDraw, firstDraw + SUBSCRIPTION_MONTH_MS - 1),
];

/** One play's price per draw (cost plus fee), minor units. */
export const pricePerDrawMinor = (game: GameTypeConfig) => game.costMinor + game.feeMinor;

/**
 * Monthly offers of a site (getGamesCostPerMonth, ...AndSchedule): each game type of the site
 * sold by the month, in the asked currency, priced as one play in every draw of a month from
 * the next draw (monthFrom).
 */
export function monthlyOffers(
  gameTypes: readonly GameTypeConfig[],
  currencies: CurrencyBook,
  q: { memberId: number; currencyId?: string; now: number },
): MonthlyOffer[] {
  return gameTypes
    .filter((g) => g.subscriptions.monthly && g.memberIds.includes(q.memberId))
    .filter((g) => !q.currencyId || g.currency === q.currencyId)
    .map((g) => {
      const dates = monthFrom(g, nextStartAfter(g.schedule, q.now));
      return {
        gameId: g.gameId,
        costPerMonth: toMajor(dates.length * pricePerDrawMinor(g), currencies.infoOf(g.currency)),
        currencyId: g.currency,
        drawsPerMonth: dates.length,
        nextDraws: dates.slice(0, NEXT_DRAWS_SHOWN),
        payGo: g.subscriptions.payGo,
      };
    });
}

type PromotionConfig = GameTypeConfig['subscriptions']['promotions'][number];

const codeMatches = (p: PromotionConfig, code?: string) =>
  !p.code || p.code.toLowerCase() === (code ?? '').toLowerCase();

/** Whether a promotion's offer ended (its `endsAt`) by `now`. */
const expired = (p: PromotionConfig, now: number) => p.endsAt !== undefined && Date.parse(p.endsAt) <= now;

/**
 * A promotion shown with a subscription offer, in the asked language (else the first one it has);
 * null when no game of the site offers it, its code does not match, or it has ended.
 */
export function promotionOf(
  gameTypes: readonly GameTypeConfig[],
  q: {
    promotionId?: number;
    gameId?: number;
    languageId: string;
    code?: string;
    memberId: number;
    now: number;
  },
): { title: string; html: string; discountPercent: number } | null {
  for (const g of gameTypes) {
    if (!g.memberIds.includes(q.memberId)) continue;
    if (q.gameId !== undefined && g.gameId !== q.gameId) continue;
    // By its id, or (the one-click checkout's code field) by a code of the named game.
    const p =
      q.promotionId !== undefined
        ? g.subscriptions.promotions.find((x) => x.promotionId === q.promotionId)
        : g.subscriptions.promotions.find((x) => x.code !== undefined && codeMatches(x, q.code));
    if (!p) continue;
    if (!codeMatches(p, q.code) || expired(p, q.now)) return null;
    const pick = (texts: Record<string, string>) => texts[q.languageId] ?? Object.values(texts)[0] ?? '';
    return { title: pick(p.title), html: pick(p.html), discountPercent: p.discountPercent };
  }
  return null;
}

/** The terms a subscription bought with a promotion keeps (discount_percent, promotion_id). */
export interface AppliedPromotion {
  promotionId: number;
  discountPercent: number;
}

export type PromotionCheck =
  { ok: true; promotion: AppliedPromotion } | { ok: false; reason: 'unknown' | 'code' | 'expired' };

/**
 * How long after its end a promotion still prices a join that names it. The one-click checkout
 * checks the code (Apply), charges the card the discounted price, registers the visitor and only
 * then joins: an offer ending in between would refuse a join already paid for and leave the money
 * in the new account. Offers (promotionOf, the Apply step) end on time; only the join is lenient.
 */
export const PROMOTION_CHECKOUT_GRACE_MS = 30 * 60 * 1000;

/**
 * Whether a subscription to `gameId` bought on site `memberId` may use a promotion, named by its
 * id (with its code when it has one) or by its code alone: only the game's own promotions count.
 * graceMs: how long an ended promotion still counts (a join: PROMOTION_CHECKOUT_GRACE_MS).
 */
export function redeemablePromotion(
  gameTypes: readonly GameTypeConfig[],
  q: { gameId: number; memberId: number; promotionId?: number; code?: string; now: number; graceMs?: number },
): PromotionCheck {
  const game = gameTypes.find((g) => g.gameId === q.gameId && g.memberIds.includes(q.memberId));
  const offered = game?.subscriptions.promotions ?? [];
  const p =
    q.promotionId !== undefined
      ? offered.find((x) => x.promotionId === q.promotionId)
      : offered.find((x) => x.code !== undefined && codeMatches(x, q.code));
  if (!p) return { ok: false, reason: 'unknown' };
  if (!codeMatches(p, q.code)) return { ok: false, reason: 'code' };
  if (expired(p, q.now - (q.graceMs ?? 0))) return { ok: false, reason: 'expired' };
  return { ok: true, promotion: { promotionId: p.promotionId, discountPercent: p.discountPercent } };
}
