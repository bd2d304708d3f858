import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { CallSpec } from '../../protocol/calls';
import type { Endpoint } from '../../protocol/envelope';
import { FaultCode, RpcFault, isRpcFault, type Fault } from '../../protocol/faults';
import { validationDetail } from '../../protocol/validation/params';
import type { Metrics } from '../metrics';
import type { Services } from '../services';
import type { SessionInfo } from '../ports/session';
import type { CallContext, HandlerTable } from './handler';
import { refuseDemoAccount } from './demoAccounts';
import { createRateLimiter, type RateLimitOptions } from './rateLimit';

/** One call as a transport hands it over, after the envelope has been decoded. */
export interface DispatchRequest {
  call: string;
  params: unknown;
  endpoint: Endpoint;
  session: SessionInfo | null;
  ip: string;
  transport: 'http' | 'ws';
  startSession(session: SessionInfo, token: string): void;
  endSession(): void;
}

export type DispatchOutcome = { ok: true; result: unknown } | { ok: false; fault: Fault };

export interface DispatcherOptions {
  handlers: HandlerTable;
  catalogue: ReadonlyMap<string, CallSpec>;
  services: Services;
  log: Logger;
  metrics?: Metrics;
  rateLimit?: RateLimitOptions;
  now?: () => number;
}

export type Dispatch = (request: DispatchRequest) => Promise<DispatchOutcome>;

const GENERIC_PROCESSING_MESSAGE = 'The server could not process the call';

/**
 * The single path every call takes, whatever the transport: rate limit, look-up, access check,
 * schema, handler, and one error mapper that turns anything unexpected into `Server.Processing`
 * without leaking internals. Never throws; the outcome is the envelope's ok/result or fault.
 */
export function createDispatcher(options: DispatcherOptions): Dispatch {
  const { handlers, catalogue, services, log, metrics } = options;
  const limiter = createRateLimiter(options.rateLimit, options.now);

  async function run(request: DispatchRequest): Promise<unknown> {
    if (!limiter.allow(request.session?.sessionId ?? null, request.ip)) {
      throw new RpcFault(FaultCode.RateLimited, 'Too many calls, slow down');
    }
    // Both look-ups are Map.get: client input never indexes a plain object.
    const spec = typeof request.call === 'string' ? catalogue.get(request.call) : undefined;
    if (!spec) throw new RpcFault(FaultCode.BadRequest, 'Unknown call');
    // Access first, so a visitor learns nothing about an auth call: not its params, nor whether
    // this server implements it yet.
    if (spec.access === 'auth' && (request.endpoint !== 'process' || !request.session)) {
      throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
    }
    const handler = handlers.get(spec.name);
    if (!handler) throw new RpcFault(FaultCode.BadRequest, 'Unknown call');
    if (!isPlainObject(request.params)) throw new RpcFault(FaultCode.BadRequest, 'Params must be an object');
    const parsed = spec.params.safeParse(request.params);
    if (!parsed.success) {
      throw new RpcFault(FaultCode.Validation, 'Invalid params', validationDetail(parsed.error));
    }
    await refuseDemoAccount(services.db, spec.name, request.session);
    return handler(contextFor(request, services), parsed.data);
  }

  const record = metrics ? callRecorder(metrics) : undefined;

  return async function dispatch(request) {
    const label = typeof request.call === 'string' && catalogue.has(request.call) ? request.call : 'unknown';
    const started = performance.now();
    let outcome: DispatchOutcome;
    try {
      outcome = { ok: true, result: await run(request) };
    } catch (error) {
      outcome = { ok: false, fault: toFault(error, label, log) };
    }
    record?.(label, outcome.ok ? 'ok' : String(outcome.fault.code), (performance.now() - started) / 1000);
    return outcome;
  };
}

/**
 * Duration and count of each call. The labelled children are made once per label pair and kept
 * (the label sets are small: catalogue call names, fault codes), so a call skips the timer's
 * closures, its label merge and the label validation; prom-client still files each value under
 * its labels' hash, so a registry reset stays correct.
 */
function callRecorder(metrics: Metrics) {
  const durations = new Map<string, ReturnType<Metrics['callDuration']['labels']>>();
  const counts = new Map<string, ReturnType<Metrics['calls']['labels']>>();
  return (call: string, outcome: string, seconds: number) => {
    let duration = durations.get(call);
    if (!duration) durations.set(call, (duration = metrics.callDuration.labels({ call })));
    duration.observe(seconds);
    const key = `${call}\u0000${outcome}`;
    let count = counts.get(key);
    if (!count) counts.set(key, (count = metrics.calls.labels({ call, outcome })));
    count.inc();
  };
}

function contextFor(request: DispatchRequest, services: Services): CallContext {
  const context: CallContext = {
    services,
    session: request.session,
    ip: request.ip,
    transport: request.transport,
    startSession: (session, token) => {
      context.session = session;
      request.startSession(session, token);
    },
    endSession: () => {
      context.session = null;
      request.endSession();
    },
    requireSession: () => {
      if (!context.session) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
      return context.session;
    },
  };
  return context;
}

/** Protocol faults pass as they are; anything else is logged (without params) and hidden. */
function toFault(error: unknown, call: string, log: Logger): Fault {
  if (isRpcFault(error)) return error.toFault();
  log.error({ err: error, call }, 'call failed');
  return { code: FaultCode.Processing, message: GENERIC_PROCESSING_MESSAGE };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
