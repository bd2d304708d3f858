// Calling handlers directly over the demo config: services on in-memory PGlite, a hub that
// drops pushes, and a CallContext like the dispatcher's.
import pino from 'pino';
import { catalogue } from '../../../../protocol/calls';
import { FaultCode, RpcFault } from '../../../../protocol/faults';
import {
  createServices,
  type AppServices,
  type CreateServicesOptions,
} from '../../../../server/createServices';
import { allHandlers } from '../../../../server/rpc';
import type { CallContext } from '../../../../server/rpc/handler';
import type { Clock } from '../../../../server/ports/clock';
import type { PushHub } from '../../../../server/ports/pushHub';
import type { SessionInfo } from '../../../../server/ports/session';
import { testStorage } from '../../../support/testStorage';

export const silentHub: PushHub = {
  publish: () => undefined,
  subscribe: () => () => undefined,
  since: () => ({ pushes: [], cursor: 0 }),
  close: async () => undefined,
};

/**
 * The demo operator config, seeded, engine driven by the test's tick() on the given clock; in
 * throwaway storage (testStorage), dropped when the services close.
 */
export async function demoServices(
  clock: Clock,
  more: Partial<CreateServicesOptions> = {},
): Promise<AppServices> {
  const { storage, drop } = testStorage({ embedded: Boolean(more.dataDir || more.databaseUrl) });
  const services = await createServices({
    ...storage,
    configPath: 'config/demo.json',
    seed: true,
    clock,
    log: pino({ level: 'silent' }),
    push: silentHub,
    startEngine: false,
    allowSandboxPayments: true,
    ...more,
  });
  const close = services.close.bind(services);
  return Object.assign(services, {
    async close() {
      await close();
      await drop();
    },
  });
}

export function handlerContext(services: AppServices, session: SessionInfo | null = null): CallContext {
  const ctx: CallContext = {
    services,
    session,
    ip: '127.0.0.1',
    transport: 'http',
    startSession: (s) => void (ctx.session = s),
    endSession: () => void (ctx.session = null),
    requireSession() {
      if (!ctx.session) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
      return ctx.session;
    },
  };
  return ctx;
}

/** The handler's answer, after the call's own schema (which throws a ZodError on bad params). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const callHandler = async (ctx: CallContext, name: string, params: any = {}): Promise<any> =>
  allHandlers.get(name)!(ctx, catalogue.get(name)!.params.parse(params));
