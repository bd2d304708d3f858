import { FaultCode, RpcFault } from '../../protocol/faults';
import { GameStatus } from '../../protocol/gameStatus';
import { ValidationKey } from '../../protocol/validation';
import { playersRepo } from '../domain/players/repository';
import type { SupportSender } from '../domain/support/cases';
import { recordClientError } from '../domain/support/clientErrors';
import { handlerTable, type CallContext } from './handler';
import { assertPlainText } from './playerGuards';
import { siteOf } from './siteOf';

// Calls of the commercial side (issue 15): ads, the contact form, offline events, the whitelabel
// hand-over and the one-click checkout's email check. Referrals are in ./referrals.ts.

const FINISHED = [GameStatus.Ended, GameStatus.Refunded];

/** The player behind a case: their own address on file and whether they have confirmed it. */
async function supportSender(ctx: CallContext, playerId: number): Promise<SupportSender | null> {
  const row = await playersRepo.byId(ctx.services.db, playerId);
  if (!row) return null;
  const emailConfirmed = (row.verification as { emailVerified?: boolean }).emailVerified === true;
  return { playerId, email: row.email, emailConfirmed };
}

export const contentHandlers = handlerTable({
  /** One ad per location (TOP, FULL) by weighted random choice (spec section 9). */
  async getMainAds(ctx, params) {
    const site = siteOf(ctx.services, params.memberId, 'memberId');
    return ctx.services.content.ads.main(site, params.deviceKind, params.screenSize, params.languageId);
  },

  async getCampaignAds(ctx, params) {
    const site = siteOf(ctx.services, params.memberId, 'memberId');
    return ctx.services.content.ads.campaign(site, params.deviceKind, params.languageId);
  },

  /** The case id, or -1 when a limit is reached (nothing stored); only a player is mailed. */
  async createSupportCase(ctx, params) {
    const site = siteOf(ctx.services, params.memberId, 'memberId');
    assertPlainText({ name: params.name, email: params.email, subject: params.subject });
    if (!site.support.categories.includes(params.category))
      throw new RpcFault(FaultCode.Validation, 'Unknown category', { category: ValidationKey.invalid });
    const sender =
      ctx.session?.memberId === site.memberId ? await supportSender(ctx, ctx.session.playerId) : null;
    return ctx.services.content.support.create(site, params, { sender, ip: ctx.ip });
  },

  /** An uncaught error of the player's page, scrubbed and stored for the operators; 0 over the limits. */
  async reportClientError(ctx, params) {
    const site = siteOf(ctx.services, params.memberId, 'memberId');
    return (await recordClientError(ctx.services, site, params, ctx.ip)) ? 1 : 0;
  },

  /** Events kept while the player was away, handed over once; a visitor has none. */
  async getOfflineEvents(ctx, params) {
    const session = ctx.session;
    if (!session || (params.memberId !== undefined && params.memberId !== session.memberId))
      return { events: [] };
    return { events: await ctx.services.content.offlineEvents.take(session.playerId) };
  },

  /**
   * The operator's page holds a live session id of the player (from its own login through this
   * server); it trades it for the username and token that loginWhitelabel takes. 103 otherwise.
   */
  async getWhitelabelCredentials(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    const session = await ctx.services.sessions.resolve(params.sessionId);
    if (!session || session.memberId !== params.memberId)
      throw new RpcFault(FaultCode.IncorrectCredentials, 'Credentials not valid');
    return { username: session.username, token: params.sessionId };
  },

  /** Whether a player of the site with this email holds plays in games not yet finished. */
  async checkEmailWithActiveJoins(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    const rows = await ctx.services.db.query(
      `SELECT 1 FROM players p
       JOIN instance_players ip ON ip.player_id = p.id
       JOIN game_instances g ON g.id = ip.instance_id
       WHERE p.member_id = $1 AND lower(p.email) = lower($2) AND ip.plays > 0 AND NOT (g.status = ANY($3))
       UNION ALL
       SELECT 1 FROM players p JOIN pending_joins j ON j.player_id = p.id
       WHERE p.member_id = $1 AND lower(p.email) = lower($2) AND j.status = 'pending'
       LIMIT 1`,
      [params.memberId, params.email, FINISHED],
    );
    return rows.length > 0;
  },
});
