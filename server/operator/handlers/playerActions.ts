import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { PLAYER_DATA_ACCESS } from '../../../protocol/operator/roles';
import type { ClosureBlock } from '../../../protocol/operator/playerActions';
import { closeAccount } from '../../domain/operators/accountClosure';
import { toMajor } from '../../domain/money';
import { playersRepo } from '../../domain/players/repository';
import { toPlayer } from '../../domain/players/toPlayer';
import { DAY_MS } from '../../domain/responsibleGaming/limits';
import { announceSessionsEnded } from '../../domain/sessions/sessionTopic';
import { announceDetails } from '../../domain/verification/events';
import type { OperatorContext, OperatorHandler } from '../context';
import { playerInScope } from './players';

/** Why no reset mail went out, as the operator is told. */
const RESET_REFUSALS = {
  noEmail: 'The player has no email address on file',
  banned: 'The player is banned: a reset mail is not sent',
  limited: "The player's mail limit is reached: try again in a few minutes",
} as const;

/** One thing in the way of a closure, as the operator reads it in the refusal. */
function blockText(block: ClosureBlock): string {
  switch (block.kind) {
    case 'balance':
      return `${toMajor(block.amount, block.currency)} ${block.currency} in ${block.account}`;
    case 'withdrawal':
      return `withdrawal ${block.withdrawalId} not yet paid or declined`;
    case 'deposit':
      return `deposit ${block.orderId} under way`;
    case 'openPlays':
      return `plays in ${block.instances} game(s) not yet drawn`;
    case 'subscription':
      return `subscription ${block.subscriptionId} active`;
  }
}

/**
 * The player's open pages take their fresh details with the limits as they now hold, as after a
 * change of their own (the player's page reloads itself then; here the server tells it).
 */
async function tellPlayerPage(ctx: OperatorContext, playerId: number): Promise<void> {
  const { db, push, responsibleGaming } = ctx.services;
  const row = await playersRepo.byId(db, playerId);
  if (!row) return;
  announceDetails(push, { ...toPlayer(row), selfLimits: await responsibleGaming.selfLimits(playerId) });
}

/** sendPasswordReset, setCustomerServiceLimit, imposeCoolOff, closeAccount: account actions through the player-side domain. */
export const playerActionHandlers: Record<string, OperatorHandler> = {
  async sendPasswordReset(ctx, params: OperatorParams<'sendPasswordReset'>) {
    const { db, players } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const outcome = await players.sendPasswordReset(params.playerId);
    if (outcome === null) throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
    if (outcome !== 'sent') throw new RpcFault(OperatorFault.Refused, RESET_REFUSALS[outcome]);
    // The token and the mail are not one transaction (a mail cannot be rolled back), so the entry
    // follows the mail: written only once the mail has gone out.
    await ctx.audit(db, {
      action: 'sendPasswordReset',
      siteId,
      target: `player ${params.playerId}`,
      after: { mailed: true },
      reason: params.reason,
    });
    return { done: true };
  },

  async setCustomerServiceLimit(ctx, params: OperatorParams<'setCustomerServiceLimit'>) {
    const operator = ctx.requireOperator();
    const { db, sites, responsibleGaming } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const site = sites.get(siteId);
    if (!site) throw new RpcFault(OperatorFault.NotFound, `No site ${siteId}`);
    if (!site.currencies.includes(params.currency))
      throw new RpcFault(OperatorFault.Refused, `Site ${siteId} does not serve ${params.currency}`);
    const limit = { kind: params.kind, amount: params.amount, currency: params.currency };
    const done = await responsibleGaming.customerService.set(
      params.playerId,
      {
        kind: params.kind,
        amountMinor: params.amount,
        currency: params.currency,
        operator: operator.username,
        reason: params.reason,
      },
      (q, before) =>
        ctx.audit(q, {
          action: 'setCustomerServiceLimit',
          siteId,
          target: `player ${params.playerId}`,
          before: before && { kind: before.kind, amount: before.amountMinor, currency: before.currency },
          after: limit,
          reason: params.reason,
        }),
    );
    if (!done) throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
    await tellPlayerPage(ctx, params.playerId);
    return { done: true, limit };
  },

  async imposeCoolOff(ctx, params: OperatorParams<'imposeCoolOff'>) {
    const operator = ctx.requireOperator();
    const { db, clock, responsibleGaming } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const until = params.until ?? clock.now() + (params.days ?? 0) * DAY_MS;
    // The player's own time-out and its rule (not past, at most six weeks ahead, on the server's
    // clock: Server.Validation otherwise): sessions end (their pages meet the login at the next
    // call, as after a time-out of their own), deposit requests are cancelled, the end only moves later.
    const done = await responsibleGaming.imposeTimeout(params.playerId, until, {
      actor: operator.username,
      reason: params.reason,
      record: (q, change) =>
        ctx.audit(q, {
          action: 'imposeCoolOff',
          siteId,
          target: `player ${params.playerId}`,
          before: { timeoutUntil: change.before },
          after: { timeoutUntil: change.until, endedSessions: change.endedSessions },
          reason: params.reason,
        }),
    });
    if (!done) throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
    return { done: true, until: done.until, endedSessions: done.endedSessions };
  },

  async closeAccount(ctx, params: OperatorParams<'closeAccount'>) {
    const { db, clock, sessions, push } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const now = clock.now();
    const outcome = await closeAccount(db, sessions, {
      playerId: params.playerId,
      now,
      record: (q) =>
        ctx.audit(q, {
          action: 'closeAccount',
          siteId,
          target: `player ${params.playerId}`,
          before: { closedAt: null },
          after: { closedAt: now },
          reason: params.reason,
        }),
    });
    if (!outcome.closed) {
      if (outcome.reason === 'unknown')
        throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
      if (outcome.reason === 'closed')
        throw new RpcFault(
          OperatorFault.Conflict,
          `The account of player ${params.playerId} is closed already`,
        );
      throw new RpcFault(
        OperatorFault.Refused,
        `The account cannot close yet: ${outcome.blocks.map(blockText).join('; ')}`,
        { blocks: outcome.blocks },
      );
    }
    // Their pages meet the login at the next call, and the sign-in answers 105 (account expired).
    announceSessionsEnded(push, outcome.endedSessions);
    return { done: true, closedAt: outcome.closedAt, endedSessions: outcome.endedSessions.length };
  },

  async getPlayerActivity(ctx, params: OperatorParams<'getPlayerActivity'>) {
    const operator = ctx.requireOperator();
    const { db, sites, subscriptions, content } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const [row] = await db.query<{ expires_at: string | number | null; has_code: boolean }>(
      `SELECT expires_at, EXISTS (SELECT 1 FROM referral_codes WHERE player_id = $1) AS has_code
         FROM players WHERE id = $1`,
      [params.playerId],
    );
    if (!row) throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
    const closedAt = row.expires_at === null ? null : Number(row.expires_at);
    const site = sites.get(siteId);
    // Nobody can have registered with a code the player never had: no code is made for a look.
    const referrals =
      row.has_code && site
        ? await content.referrals.report({ id: params.playerId, memberId: siteId }, site)
        : [];
    const contact = PLAYER_DATA_ACCESS[operator.role].contact;
    return {
      closedAt: closedAt !== null && closedAt <= ctx.services.clock.now() ? closedAt : null,
      subscriptions: (await subscriptions.ofPlayer(params.playerId)).sort((a, b) => b.id - a.id),
      referrals: referrals.map((r) => ({
        ...r,
        screenName: r.registeredOn === null && !contact ? null : r.screenName,
      })),
    };
  },
};
