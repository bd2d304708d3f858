import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { PLAYER_DATA_ACCESS } from '../../../protocol/operator/roles';
import { roleMay } from '../../../protocol/operator/calls';
import { addPlayerNote, playerNotes } from '../../domain/operators/playerNotes';
import { recentLogins } from '../../domain/operators/playerLogins';
import { playerOverview, searchPlayers, siteOfPlayer } from '../../domain/operators/players';
import { DEFAULT_SESSION_POLICY } from '../../domain/sessions/service';
import { announceSessionsEnded } from '../../domain/sessions/sessionTopic';
import type { Queryable } from '../../storage/db';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

/**
 * The player's site when the caller's scope covers it; otherwise the same NotFound as for an id
 * that does not exist, so an operator cannot learn which ids other sites hold.
 */
export async function playerInScope(ctx: OperatorContext, q: Queryable, playerId: number): Promise<number> {
  const siteId = await siteOfPlayer(q, playerId);
  if (siteId === null || !scopeCovers(ctx.requireOperator().sites, siteId))
    throw new RpcFault(OperatorFault.NotFound, `No player ${playerId}`);
  return siteId;
}

/** searchPlayers, getPlayer (every view audited), setPlayerStatus, endPlayerSessions, addPlayerNote. */
export const playerHandlers: Record<string, OperatorHandler> = {
  async searchPlayers(ctx, params: OperatorParams<'searchPlayers'>) {
    const operator = ctx.requireOperator();
    const access = PLAYER_DATA_ACCESS[operator.role];
    // A balance filter on a role that does not see money would tell balances by who is listed.
    if (!access.money && (params.minBalance !== undefined || params.maxBalance !== undefined))
      throw new RpcFault(OperatorFault.Forbidden, `The ${operator.role} role may not filter by balance`);
    return searchPlayers(ctx.services.db, {
      sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
      query: params.query,
      status: params.status,
      verified: params.verified,
      segment: params.segment,
      country: params.country,
      registeredFrom: params.registeredFrom,
      registeredTo: params.registeredTo,
      minBalance: params.minBalance,
      maxBalance: params.maxBalance,
      currency: params.currency,
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
      sort: params.sort,
      dir: params.dir,
      access,
    });
  },

  async getPlayer(ctx, params: OperatorParams<'getPlayer'>) {
    const operator = ctx.requireOperator();
    const { db, clock, responsibleGaming } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const access = PLAYER_DATA_ACCESS[operator.role];
    const limits = await responsibleGaming.customerService.report(params.playerId);
    const overview = await playerOverview(db, params.playerId, access, limits, clock.now());
    if (!overview) throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
    // Notes are for the roles that write them; the others (readonly) see none.
    const notes = roleMay(operator.role, 'addPlayerNote') ? await playerNotes(db, params.playerId) : null;
    const logins = await recentLogins(
      db,
      params.playerId,
      clock.now(),
      DEFAULT_SESSION_POLICY.idleMs,
      access.contact,
    );
    // Who looked at whose data, and what they were shown: written before the data leaves.
    await ctx.audit(db, {
      action: 'viewPlayer',
      siteId,
      target: `player ${params.playerId}`,
      after: { ...access },
    });
    return { ...overview, notes, logins };
  },

  async setPlayerStatus(ctx, params: OperatorParams<'setPlayerStatus'>) {
    const siteId = await playerInScope(ctx, ctx.services.db, params.playerId);
    const done = await ctx.services.players.setStatus(params.playerId, params.status, (q, before) =>
      ctx.audit(q, {
        action: 'setPlayerStatus',
        siteId,
        target: `player ${params.playerId}`,
        before: { status: before },
        after: { status: params.status },
        reason: params.reason,
      }),
    );
    if (!done) throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId}`);
    return { done: true, status: params.status };
  },

  async endPlayerSessions(ctx, params: OperatorParams<'endPlayerSessions'>) {
    const { db, sessions, push } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    // A logout as the player's own: the account stays active, the next login works.
    const ended = await db.tx(async (q) => {
      const ids = await sessions.endAll(q, params.playerId, 'logout');
      await ctx.audit(q, {
        action: 'endPlayerSessions',
        siteId,
        target: `player ${params.playerId}`,
        after: { ended: ids.length },
        reason: params.reason,
      });
      return ids;
    });
    announceSessionsEnded(push, ended);
    return { done: true, ended: ended.length };
  },

  async addPlayerNote(ctx, params: OperatorParams<'addPlayerNote'>) {
    const operator = ctx.requireOperator();
    const { db, clock } = ctx.services;
    const siteId = await playerInScope(ctx, db, params.playerId);
    const note = await db.tx(async (q) => {
      const made = await addPlayerNote(q, {
        playerId: params.playerId,
        operator: operator.username,
        text: params.text,
        at: clock.now(),
      });
      await ctx.audit(q, {
        action: 'addPlayerNote',
        siteId,
        target: `player ${params.playerId}`,
        after: { noteId: made.noteId },
      });
      return made;
    });
    return { note };
  },
};
