import type { Logger } from 'pino';
import { FaultCode, RpcFault, isRpcFault, type Fault } from '../../protocol/faults';
import { operatorCatalogue, type OperatorCallSpec } from '../../protocol/operator/calls';
import { validationDetail } from '../../protocol/validation/params';
import { appendAudit } from '../domain/operators/auditLog';
import type { OperatorSession, OperatorSessions } from '../domain/operators/sessions';
import { TokenBuckets } from '../domain/tokenBuckets';
import { isPlainObject } from '../rpc/dispatch';
import type { Services } from '../services';
import type { OperatorContext, OperatorHandler } from './context';
import { authorise } from './permissions';

export interface OperatorRequest {
  call: unknown;
  params: unknown;
  token: string | null;
  ip: string;
}

export type OperatorOutcome = { ok: true; result: unknown } | { ok: false; fault: Fault };
export type OperatorDispatch = (request: OperatorRequest) => Promise<OperatorOutcome>;

/**
 * The one path of every operator call: look-up, session, schema, role and site, handler, audit.
 * A refused call changes nothing; refusals of role or site are written to the audit log too, so
 * compliance sees who tried what. Never throws.
 */
export function createOperatorDispatch(deps: {
  services: Services;
  sessions: OperatorSessions;
  handlers: ReadonlyMap<string, OperatorHandler>;
  log: Logger;
  /** false: no per-address limit (tests and load generators, as the player API's rateLimit: false). */
  rateLimited?: boolean;
}): OperatorDispatch {
  const { services, sessions, handlers, log } = deps;
  // Calls per client address: generous for a person at a console, tight for a script gone wrong.
  const perIp = new TokenBuckets({ ratePerSecond: 20, burst: 60 }, () => services.clock.now());

  async function caller(spec: OperatorCallSpec, token: string | null): Promise<OperatorSession | null> {
    if (spec.roles === null) return null;
    const session = token ? await sessions.resolve(token) : null;
    if (!session)
      throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in as an operator (or the session expired)');
    return session;
  }

  async function run(request: OperatorRequest): Promise<unknown> {
    if (deps.rateLimited !== false && !perIp.take(request.ip))
      throw new RpcFault(FaultCode.RateLimited, 'Too many calls, slow down');
    const spec = typeof request.call === 'string' ? operatorCatalogue.get(request.call) : undefined;
    const handler = spec && handlers.get(spec.name);
    if (!spec || !handler) throw new RpcFault(FaultCode.BadRequest, 'Unknown call');
    const operator = await caller(spec, request.token);
    if (!isPlainObject(request.params)) throw new RpcFault(FaultCode.BadRequest, 'Params must be an object');
    const parsed = spec.params.safeParse(request.params);
    if (!parsed.success)
      throw new RpcFault(FaultCode.Validation, 'Invalid params', validationDetail(parsed.error));
    if (operator) await refuseUnlessAllowed(operator, spec, parsed.data, request.ip);
    let audited = false;
    const ctx: OperatorContext = {
      services,
      operator,
      ip: request.ip,
      requireOperator: () => operator ?? failNotLoggedIn(),
      audit: async (q, entry) => {
        audited = true;
        await appendAudit(q, {
          ...entry,
          at: services.clock.now(),
          operator: operator?.username ?? '(none)',
          ip: request.ip,
          outcome: 'done',
        });
      },
    };
    const result = await handler(ctx, parsed.data);
    // A changing handler records its change in its own transaction; one that did not still leaves a trace.
    if (spec.changes && !audited) await ctx.audit(services.db, { action: spec.name, after: parsed.data });
    return result;
  }

  async function refuseUnlessAllowed(
    operator: OperatorSession,
    spec: OperatorCallSpec,
    params: unknown,
    ip: string,
  ) {
    try {
      authorise(operator, spec, params);
    } catch (error) {
      await appendAudit(services.db, {
        at: services.clock.now(),
        operator: operator.username,
        ip,
        action: spec.name,
        siteId: spec.siteOf?.(params as never) ?? null,
        reason: (error as Error).message,
        outcome: 'refused',
      }).catch((err: unknown) => log.error({ err }, 'audit of a refusal failed'));
      throw error;
    }
  }

  return async (request) => {
    try {
      return { ok: true, result: await run(request) };
    } catch (error) {
      if (isRpcFault(error)) return { ok: false, fault: error.toFault() };
      log.error({ err: error, call: String(request.call).slice(0, 64) }, 'operator call failed');
      return {
        ok: false,
        fault: { code: FaultCode.Processing, message: 'The server could not process the call' },
      };
    }
  };
}

function failNotLoggedIn(): never {
  throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in as an operator');
}
