import { FaultCode, RpcFault } from '../../protocol/faults';
import { playersRepo } from '../domain/players/repository';
import { handlerTable, type CallContext } from './handler';
import { assertPlainText } from './playerGuards';
import { siteOf } from './siteOf';

async function currentPlayer(ctx: CallContext) {
  const session = ctx.requireSession();
  const row = await playersRepo.byId(ctx.services.db, session.playerId);
  if (!row) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
  const site = siteOf(ctx.services, row.member_id, 'memberId');
  return {
    site,
    player: {
      id: row.id,
      memberId: row.member_id,
      screenName: row.screen_name,
      email: row.email,
      emailConfirmed: (row.verification as { emailVerified?: boolean }).emailVerified === true,
    },
  };
}

export const referralsHandlers = handlerTable({
  /** 1 when the code is known (the visit is counted), 0 otherwise. */
  async trackReferralCode(ctx, params) {
    return ctx.services.content.referrals.trackVisit(params.code);
  },

  /** 1 when sent; otherwise why not ('limit', 'member', 'self', 'disabled'), stored by the client. */
  async sendPlayerInvite(ctx, params) {
    const { site, player } = await currentPlayer(ctx);
    assertPlainText({ name: params.name, message: params.message });
    const outcome = await ctx.services.content.referrals.invite(player, site, params);
    return outcome === 'sent' ? 1 : outcome;
  },

  async getReferralsReport(ctx) {
    const { site, player } = await currentPlayer(ctx);
    const [{ code }, referrals] = await Promise.all([
      ctx.services.content.referrals.codeOf(player, site),
      ctx.services.content.referrals.report(player, site),
    ]);
    return { referralCode: code, referrals };
  },
});
