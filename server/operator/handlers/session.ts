import type { OperatorLogin } from '../../domain/operators/login';
import { scopeOf } from '../../domain/operators/repository';
import type { OperatorSessions } from '../../domain/operators/sessions';
import { appendAudit } from '../../domain/operators/auditLog';
import type { OperatorHandler } from '../context';

/** Login, logout, who am I. */
export function sessionHandlers(deps: { sessions: OperatorSessions; login: OperatorLogin }) {
  const handlers: Record<string, OperatorHandler> = {
    async operatorLogin(
      ctx,
      params: { username: string; password: string; totp?: string; newPassword?: string },
    ) {
      const row = await deps.login({ ...params, ip: ctx.ip });
      const { token, expiresAt } = await deps.sessions.start(row.id, ctx.ip);
      await appendAudit(ctx.services.db, {
        at: ctx.services.clock.now(),
        operator: row.username,
        ip: ctx.ip,
        action: 'login',
        outcome: 'done',
      });
      return { token, expiresAt, operator: { username: row.username, role: row.role, sites: scopeOf(row) } };
    },

    async operatorLogout(ctx) {
      const operator = ctx.requireOperator();
      await deps.sessions.revoke(operator.sessionId);
      return { done: true };
    },

    async whoAmI(ctx) {
      const { username, role, sites, expiresAt } = ctx.requireOperator();
      return { operator: { username, role, sites }, expiresAt };
    },
  };
  return handlers;
}
