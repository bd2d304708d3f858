import { RpcFault } from '../../../protocol/faults';
import type { CouponInput, CouponListing, OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { SiteScope } from '../../../protocol/operator/roles';
import { couponSchema, type CouponConfig } from '../../config/moneySchema';
import { operatorCouponsRepo, type CouponInForce } from '../../domain/coupons/operatorCoupons';
import type { Queryable } from '../../storage/db';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

/** A coupon works on a site when it names it, or names none (every site). */
const worksOn = (coupon: CouponConfig, sites: SiteScope) =>
  coupon.memberIds.length === 0 || coupon.memberIds.some((id) => scopeCovers(sites, id));

async function usesOf(q: Queryable, codes: string[]): Promise<Map<string, number>> {
  const rows = await q.query<{ code: string; uses: number }>(
    'SELECT code, uses FROM coupon_counters WHERE code = ANY($1::text[])',
    [codes],
  );
  return new Map(rows.map((r) => [r.code, Number(r.uses)]));
}

const listingOf = (c: CouponInForce, uses: number): CouponListing => ({
  ...c.coupon,
  uses,
  source: c.source,
  updatedBy: c.updatedBy,
  updatedAt: c.updatedAt,
});

const refused = (message: string): never => {
  throw new RpcFault(OperatorFault.Refused, message);
};

/**
 * The caller may change a coupon only on sites all in scope: a coupon of every site (no sites
 * named) needs an operator of every site. Checked for the coupon as it was and as it will be.
 */
function requireCouponScope(ctx: OperatorContext, coupon: Pick<CouponConfig, 'code' | 'memberIds'>) {
  const { sites } = ctx.requireOperator();
  if (coupon.memberIds.length === 0 && sites !== 'all')
    throw new RpcFault(
      OperatorFault.Forbidden,
      `Coupon ${coupon.code} works on every site: only operators of every site may change it`,
    );
  const outside = coupon.memberIds.find((id) => !scopeCovers(sites, id));
  if (outside !== undefined)
    throw new RpcFault(OperatorFault.Forbidden, `Site ${outside} is not in your scope`);
}

/** The rules the configuration file's coupons follow, with the reason a coupon breaks one. */
function checkedCoupon(ctx: OperatorContext, input: CouponInput): CouponConfig {
  const { config, sites } = ctx.services;
  if (!config.currencies.some((c) => c.id === input.currency)) refused(`Unknown currency ${input.currency}`);
  if (input.amountMinor === 0 && input.percentOfDeposit === 0)
    refused('A coupon needs an amount, a share of the deposit, or both (the share capped by the amount)');
  if (input.percentOfDeposit > 0 && input.usage === 'standalone')
    refused('A share of the deposit needs a deposit: make the coupon withDeposit, or give it a fixed amount');
  if (input.validFrom !== undefined && input.validUntil !== undefined && input.validUntil <= input.validFrom)
    refused('The coupon must end after it starts');
  for (const memberId of input.memberIds) {
    const site = sites.get(memberId);
    if (!site) throw new RpcFault(OperatorFault.NotFound, `No site ${memberId}`);
    if (!site.currencies.includes(input.currency))
      refused(`${site.siteName} (site ${memberId}) does not serve ${input.currency}`);
  }
  return couponSchema.parse({ ...input, memberIds: [...new Set(input.memberIds)].sort((a, b) => a - b) });
}

/** listCoupons, saveCoupon, setCouponActive and listJackpots: the promotions an operator runs. */
export const promotionHandlers: Record<string, OperatorHandler> = {
  async listCoupons(ctx, params: OperatorParams<'listCoupons'>) {
    const operator = ctx.requireOperator();
    const sites: SiteScope = params.siteId !== undefined ? [params.siteId] : operator.sites;
    const { db, config } = ctx.services;
    const coupons = (await operatorCouponsRepo.all(db, config.coupons)).filter((c) =>
      worksOn(c.coupon, sites),
    );
    const uses = await usesOf(
      db,
      coupons.map((c) => c.coupon.code),
    );
    return { coupons: coupons.map((c) => listingOf(c, uses.get(c.coupon.code) ?? 0)) };
  },

  async saveCoupon(ctx, params: OperatorParams<'saveCoupon'>) {
    const coupon = checkedCoupon(ctx, params.coupon);
    requireCouponScope(ctx, coupon);
    const { db, clock, config } = ctx.services;
    const saved = await db.tx(async (q) => {
      await operatorCouponsRepo.lock(q, coupon.code);
      const before = await operatorCouponsRepo.inForce(q, config.coupons, coupon.code);
      if (params.create && before)
        throw new RpcFault(OperatorFault.Conflict, `Coupon ${coupon.code} exists already`);
      if (!params.create && !before) throw new RpcFault(OperatorFault.NotFound, `No coupon ${coupon.code}`);
      if (before) requireCouponScope(ctx, before.coupon);
      await operatorCouponsRepo.save(q, coupon, ctx.requireOperator().username, clock.now());
      await ctx.audit(q, {
        action: 'saveCoupon',
        siteId: coupon.memberIds.length === 1 ? coupon.memberIds[0] : null,
        target: `coupon ${coupon.code}`,
        before: before ? { ...before.coupon } : null,
        after: { ...coupon },
        reason: params.reason,
      });
      return (await operatorCouponsRepo.inForce(q, config.coupons, coupon.code))!;
    });
    const uses = await usesOf(db, [coupon.code]);
    return { coupon: listingOf(saved, uses.get(coupon.code) ?? 0) };
  },

  async setCouponActive(ctx, params: OperatorParams<'setCouponActive'>) {
    const { db, clock, config } = ctx.services;
    const saved = await db.tx(async (q) => {
      await operatorCouponsRepo.lock(q, params.code);
      const before = await operatorCouponsRepo.inForce(q, config.coupons, params.code);
      if (!before) throw new RpcFault(OperatorFault.NotFound, `No coupon ${params.code}`);
      requireCouponScope(ctx, before.coupon);
      if (before.coupon.active === params.active)
        throw new RpcFault(
          OperatorFault.Conflict,
          `Coupon ${params.code} is ${params.active ? 'enabled' : 'disabled'} already`,
        );
      await operatorCouponsRepo.save(
        q,
        { ...before.coupon, active: params.active },
        ctx.requireOperator().username,
        clock.now(),
      );
      await ctx.audit(q, {
        action: 'setCouponActive',
        siteId: before.coupon.memberIds.length === 1 ? before.coupon.memberIds[0] : null,
        target: `coupon ${params.code}`,
        before: { active: before.coupon.active },
        after: { active: params.active },
        reason: params.reason,
      });
      return (await operatorCouponsRepo.inForce(q, config.coupons, params.code))!;
    });
    const uses = await usesOf(db, [params.code]);
    return { coupon: listingOf(saved, uses.get(params.code) ?? 0) };
  },

  async listJackpots(ctx, params: OperatorParams<'listJackpots'>) {
    const operator = ctx.requireOperator();
    const sites: SiteScope = params.siteId !== undefined ? [params.siteId] : operator.sites;
    const types = ctx.services.config.gameTypes.filter(
      (g) => g.progressive.enabled && g.memberIds.some((id) => scopeCovers(sites, id)),
    );
    const rows = await ctx.services.db.query<{ game_id: number; amount_minor: number; updated_at: number }>(
      'SELECT game_id, amount_minor, updated_at FROM progressive_jackpots WHERE game_id = ANY($1::int[])',
      [types.map((g) => g.gameId)],
    );
    const held = new Map(rows.map((r) => [Number(r.game_id), r]));
    return {
      jackpots: types.map((g) => {
        const row = held.get(g.gameId);
        return {
          gameId: g.gameId,
          title: g.title,
          siteIds: [...g.memberIds],
          currency: g.currency,
          amountMinor: row ? Number(row.amount_minor) : g.progressive.seedMinor,
          seedMinor: g.progressive.seedMinor,
          contributionPercentage: g.progressive.contributionPercentage,
          ceilingMinor: g.progressive.ceilingMinor ?? null,
          updatedAt: row ? Number(row.updated_at) : null,
        };
      }),
    };
  },
};
