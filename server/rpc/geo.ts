import { FaultCode, RpcFault } from '../../protocol/faults';
import { handlerTable } from './handler';
import { siteOf } from './siteOf';

/** Countries, provinces, the IP look-up and form dropdowns (spec section 7). */
export const geoHandlers = handlerTable({
  async getCountries(ctx, { memberId }) {
    return ctx.services.geo.countries(siteOf(ctx.services, memberId, 'memberId'));
  },

  async getStateProvincesForCountry(ctx, { country }) {
    return ctx.services.geo.provinces(country);
  },

  /** The player's country, else the site's default country (spec section 9). */
  async getCountry(ctx) {
    const session = ctx.requireSession();
    const player = await ctx.services.players.byId(session.playerId);
    const site = siteOf(ctx.services, session.memberId, 'memberId');
    const { geo } = ctx.services;
    return geo.country(player?.details.country ?? '') ?? geo.country(site.defaultCountry);
  },

  /** The caller's (or the given) address's country; the site's default when the table has none. */
  async getCountryCodeByIp(ctx, { ip }) {
    const session = ctx.requireSession();
    const code = ctx.services.geo.countryOfIp(ip ?? ctx.ip);
    return code || (ctx.services.sites.get(session.memberId)?.defaultCountry ?? '');
  },

  /** The address's country (the site's default when unknown) is accepted and the player is not in segment A/A1. */
  async isEligibleLocation(ctx, { memberId, ip }) {
    siteOf(ctx.services, memberId, 'memberId');
    return ctx.services.responsibleGaming.isEligibleLocation({
      memberId,
      ip: ip ?? ctx.ip,
      playerId: ctx.session?.playerId ?? null,
    });
  },

  async getDropdownItems(ctx, { list }) {
    if (!/^[A-Za-z]+$/.test(list))
      throw new RpcFault(FaultCode.Validation, 'Invalid params', { list: 'validation.invalid' });
    return ctx.services.geo.dropdownItems(list);
  },
});
