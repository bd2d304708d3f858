import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { PLAYER_DATA_ACCESS } from '../../../protocol/operator/roles';
import { appendAudit } from '../../domain/operators/auditLog';
import {
  addSupportReply,
  assignSupportCase,
  closeSupportCase,
  listSupportCases,
  supportCase,
  supportOperators,
  supportReplies,
  type AssigneeFilter,
} from '../../domain/operators/supportInbox';
import { listClientErrors } from '../../domain/support/clientErrors';
import type { Mail } from '../../domain/messaging/mailer';
import type { Queryable } from '../../storage/db';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

/**
 * The case locked for the change when it is in the caller's scope; otherwise the NotFound of an id
 * that does not exist, so an operator cannot learn which cases other sites hold.
 */
async function caseInScope(ctx: OperatorContext, q: Queryable, caseId: number, forUpdate = false) {
  const operator = ctx.requireOperator();
  const found = await supportCase(q, caseId, PLAYER_DATA_ACCESS[operator.role], forUpdate);
  if (!found || !scopeCovers(operator.sites, found.listing.siteId))
    throw new RpcFault(OperatorFault.NotFound, `No support case ${caseId}`);
  return found;
}

/**
 * A player's case is answered at the address on file (as the acknowledgement is); a visitor's at
 * the form's address, which only a person at the console ever writes to.
 */
async function replyAddress(
  q: Queryable,
  playerId: number | null,
  formEmail: string,
): Promise<string | null> {
  if (playerId === null) return formEmail;
  const [row] = await q.query<{ email: string | null }>('SELECT email FROM players WHERE id = $1', [
    playerId,
  ]);
  return row?.email ?? null;
}

/** The inbox's assignee filter as the domain reads it: `me` is the caller. */
function assigneeFilter(ctx: OperatorContext, assignee: OperatorParams<'listSupportCases'>['assignee']) {
  if (assignee === undefined) return null;
  return (assignee === 'me' ? ctx.requireOperator().operatorId : assignee) satisfies AssigneeFilter;
}

/**
 * assignSupportCase: the case in scope, locked; the new assignee must be an operator who may
 * handle it (listSupportOperators for its site), else the change is refused and the refusal audited.
 */
async function assign(ctx: OperatorContext, params: OperatorParams<'assignSupportCase'>) {
  const operator = ctx.requireOperator();
  const { db, clock } = ctx.services;
  const refusal = await db.tx(async (q) => {
    const found = await caseInScope(ctx, q, params.caseId, true);
    const { siteId, assigneeId, assignee } = found.listing;
    const to =
      params.operatorId === null
        ? null
        : (await supportOperators(q, siteId)).find((o) => o.operatorId === params.operatorId);
    if (to === undefined)
      return {
        siteId,
        reason: `Operator ${params.operatorId} does not handle support cases of site ${siteId}`,
      };
    const now = clock.now();
    await assignSupportCase(q, params.caseId, to?.operatorId ?? null, now);
    await ctx.audit(q, {
      action: 'assignSupportCase',
      siteId,
      target: `support case ${params.caseId}`,
      before: { assigneeId, assignee },
      after: { assigneeId: to?.operatorId ?? null, assignee: to?.username ?? null },
      reason: params.reason ?? null,
    });
    return {
      result: {
        assigneeId: to?.operatorId ?? null,
        assignee: to?.username ?? null,
        assignedAt: to ? now : null,
      },
    };
  });
  if ('result' in refusal) return refusal.result;
  await appendAudit(db, {
    at: clock.now(),
    operator: operator.username,
    ip: ctx.ip,
    action: 'assignSupportCase',
    siteId: refusal.siteId,
    target: `support case ${params.caseId}`,
    reason: refusal.reason,
    outcome: 'refused',
  });
  throw new RpcFault(OperatorFault.Refused, refusal.reason);
}

/**
 * listSupportCases, getSupportCase, replySupportCase, closeSupportCase, assignSupportCase and
 * listSupportOperators: the contact form's inbox.
 */
export const supportHandlers: Record<string, OperatorHandler> = {
  /** Uncaught errors of players' pages (no personal data in them: clientErrors.ts). */
  async listClientErrors(ctx, params: OperatorParams<'listClientErrors'>) {
    const operator = ctx.requireOperator();
    return listClientErrors(ctx.services.db, {
      sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
      sort: params.sort,
      dir: params.dir,
    });
  },

  async listSupportCases(ctx, params: OperatorParams<'listSupportCases'>) {
    const operator = ctx.requireOperator();
    return listSupportCases(ctx.services.db, {
      sites: params.siteId !== undefined ? [params.siteId] : operator.sites,
      playerId: params.playerId,
      status: params.status === 'all' ? null : (params.status ?? 'open'),
      assignee: assigneeFilter(ctx, params.assignee),
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
      sort: params.sort,
      dir: params.dir,
      access: PLAYER_DATA_ACCESS[operator.role],
    });
  },

  async getSupportCase(ctx, params: OperatorParams<'getSupportCase'>) {
    const found = await caseInScope(ctx, ctx.services.db, params.caseId);
    return { supportCase: found.listing, replies: await supportReplies(ctx.services.db, params.caseId) };
  },

  async replySupportCase(ctx, params: OperatorParams<'replySupportCase'>) {
    const operator = ctx.requireOperator();
    const { db, clock, mailer, sites } = ctx.services;
    const { reply, mail } = await db.tx(async (q) => {
      const found = await caseInScope(ctx, q, params.caseId, true);
      const { siteId, playerId, subject, status } = found.listing;
      if (status !== 'open')
        throw new RpcFault(OperatorFault.Conflict, `Support case ${params.caseId} is closed`);
      const made = await addSupportReply(q, {
        caseId: params.caseId,
        operator: operator.username,
        text: params.text,
        at: clock.now(),
      });
      const closed = params.close === true && (await closeSupportCase(q, params.caseId));
      await ctx.audit(q, {
        action: 'replySupportCase',
        siteId,
        target: `support case ${params.caseId}`,
        after: { replyId: made.replyId, ...(closed ? { status: 'closed' } : {}) },
      });
      const to = await replyAddress(q, playerId, found.formEmail);
      const siteName = sites.get(siteId)?.siteName ?? '';
      const letter: Mail | null = to
        ? {
            memberId: siteId,
            to,
            subject: `${siteName}: re: ${subject} (case ${params.caseId})`,
            text: params.text,
          }
        : null;
      return { reply: made, mail: letter };
    });
    // After the commit: a mail is never sent for a reply that was not stored.
    if (mail) await mailer.send(mail);
    return { reply };
  },

  assignSupportCase: assign,

  async listSupportOperators(ctx, params: OperatorParams<'listSupportOperators'>) {
    return { operators: await supportOperators(ctx.services.db, params.siteId) };
  },

  async closeSupportCase(ctx, params: OperatorParams<'closeSupportCase'>) {
    await ctx.services.db.tx(async (q) => {
      const found = await caseInScope(ctx, q, params.caseId, true);
      if (!(await closeSupportCase(q, params.caseId)))
        throw new RpcFault(OperatorFault.Conflict, `Support case ${params.caseId} is closed already`);
      await ctx.audit(q, {
        action: 'closeSupportCase',
        siteId: found.listing.siteId,
        target: `support case ${params.caseId}`,
        before: { status: 'open' },
        after: { status: 'closed' },
        reason: params.reason ?? null,
      });
    });
    return { done: true };
  },
};
