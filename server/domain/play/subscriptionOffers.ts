import type { GameTypeConfig } from '../../config/schema';
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

/** One play's price per draw (cost plus fee), minor units. */
export const pricePerDrawMinor = (game: GameTypeConfig) => game.costMinor + game.feeMinor;

export interface MonthlyOffer {
  gameId: number;
  costPerMonth: number;
  currencyId: string;
  drawsPerMonth: number;
  nextDraws: number[];
}

/**
 * Monthly offers of a site (getGamesCostPerMonth, ...AndSchedule): each game type of the site
 * sold by the month, in the asked currency, priced as one play in every draw of the coming month.
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
      const dates = drawDates(g, q.now, q.now + SUBSCRIPTION_MONTH_MS);
      return {
        gameId: g.gameId,
        costPerMonth: toMajor(dates.length * pricePerDrawMinor(g), currencies.infoOf(g.currency)),
        currencyId: g.currency,
        drawsPerMonth: dates.length,
        nextDraws: dates.slice(0, NEXT_DRAWS_SHOWN),
      };
    });
}

/**
 * A promotion shown with a subscription offer, in the asked language (else the first one it has);
 * null when no game of the site offers it or its code does not match.
 */
export function promotionOf(
  gameTypes: readonly GameTypeConfig[],
  q: { promotionId: number; languageId: string; code?: string; memberId: number },
): { title: string; html: string; discountPercent: number } | null {
  for (const g of gameTypes) {
    if (!g.memberIds.includes(q.memberId)) continue;
    const p = g.subscriptions.promotions.find((x) => x.promotionId === q.promotionId);
    if (!p) continue;
    if (p.code && p.code.toLowerCase() !== (q.code ?? '').toLowerCase()) return null;
    const pick = (texts: Record<string, string>) => texts[q.languageId] ?? Object.values(texts)[0] ?? '';
    return { title: pick(p.title), html: pick(p.html), discountPercent: p.discountPercent };
  }
  return null;
}
