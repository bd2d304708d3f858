// A real server core (PGlite in memory, the demo config with a few test switches, a fake clock and
// a memory hub) driven through the real dispatcher, so tests see the wire's faults and results.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { catalogue } from '../../../../protocol/calls';
import type { PushMessage } from '../../../../protocol/events';
import { createServices, type AppServices } from '../../../../server/createServices';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { tokenFromMessage } from '../../../../server/domain/messaging/templates';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import { allHandlers } from '../../../../server/rpc';
import { createDispatcher, type DispatchOutcome } from '../../../../server/rpc/dispatch';
import type { SessionInfo } from '../../../../server/ports/session';
import { FakeClock } from '../../domain/support/fakeClock';
import { testStorage } from '../../../support/testStorage';

/** Site 3 has registration switched off (20), site 4 is under maintenance (28). */
export function testConfigPath(): string {
  const demo = JSON.parse(readFileSync('config/demo.json', 'utf8'));
  const site1 = demo.sites[0];
  demo.sites.push(
    {
      ...site1,
      memberId: 13,
      siteName: 'Closed',
      registrationEnabled: false,
      customPages: [],
      homeOverridePageId: null,
    },
    {
      ...site1,
      memberId: 14,
      siteName: 'Maintenance',
      maintenance: { enabled: true, message: 'Back soon' },
      customPages: [],
      homeOverridePageId: null,
    },
    {
      ...site1,
      memberId: 15,
      siteName: 'Strict',
      acceptedCountries: ['US', 'CA'],
      customPages: [],
      homeOverridePageId: null,
      customFields: { full_reg: { required_overrides: { governmentId1: 1, gender: 0, postalCode: 0 } } },
    },
  );
  demo.players = {
    maxFailedLogins: 3,
    lockMinutes: 15,
    registrationsPerIp: 3,
    registrationWindowMinutes: 60,
  };
  demo.geo = { ipRanges: [{ from: '10.9.0.0', to: '10.9.255.255', country: 'FR' }] };
  const dir = mkdtempSync(join(tmpdir(), 'drawhall-players-'));
  const path = join(dir, 'config.json');
  writeFileSync(path, JSON.stringify(demo));
  return path;
}

export interface CallOptions {
  session?: SessionInfo | null;
  ip?: string;
  secure?: boolean;
}

export interface Rig {
  services: AppServices;
  clock: FakeClock;
  pushes: PushMessage[];
  /** Listens to a hub topic, recording its pushes into `pushes`. */
  listen(topic: string): void;
  call(call: string, params?: unknown, options?: CallOptions): Promise<DispatchOutcome & { token?: string }>;
  /** The call's result; throws with the fault when it failed. */
  ok<T = unknown>(call: string, params?: unknown, options?: CallOptions): Promise<T>;
  /** The call's fault; throws when it succeeded. */
  fault(
    call: string,
    params?: unknown,
    options?: CallOptions,
  ): Promise<{ code: string; message: string; detail?: unknown }>;
  /** Logs in and returns the session and token. */
  login(
    username: string,
    password: string,
    memberId?: number,
    ip?: string,
  ): Promise<{ session: SessionInfo; token: string; playerId: number }>;
  /** The newest link token mailed to the address. */
  mailedToken(to: string): Promise<string>;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

let ipCounter = 0;
/** A fresh address per registration, so 113 only trips where a test wants it. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function createRig(): Promise<Rig> {
  const clock = new FakeClock();
  const hub = createMemoryHub();
  const log = pino({ level: 'silent' });
  const { storage, drop } = testStorage();
  const services = await createServices({
    ...storage,
    configPath: testConfigPath(),
    seed: true,
    clock,
    log,
    push: hub,
    startEngine: false,
    allowSandboxPayments: true,
  });
  const dispatch = createDispatcher({
    handlers: allHandlers,
    catalogue,
    services,
    log,
    rateLimit: { enabled: false },
    now: () => clock.now(),
  });
  const pushes: PushMessage[] = [];

  const rig: Rig = {
    services,
    clock,
    pushes,
    listen: (topic) => void hub.subscribe(topic, (push) => pushes.push(push)),
    async call(call, params = {}, options = {}) {
      let token: string | undefined;
      const outcome = await dispatch({
        call,
        params,
        endpoint: options.secure === false ? 'anon' : 'process',
        session: options.session ?? null,
        ip: options.ip ?? '127.0.0.1',
        transport: 'http',
        startSession: (_s, t) => {
          token = t;
        },
        endSession: () => undefined,
      });
      return token ? { ...outcome, token } : outcome;
    },
    async ok(call, params, options) {
      const outcome = await rig.call(call, params, options);
      if (!outcome.ok) throw new Error(`${call} failed: ${JSON.stringify(outcome.fault)}`);
      return outcome.result as never;
    },
    async fault(call, params, options) {
      const outcome = await rig.call(call, params, options);
      if (outcome.ok) throw new Error(`${call} succeeded: ${JSON.stringify(outcome.result)}`);
      return outcome.fault as never;
    },
    async login(username, password, memberId = 1, ip = '127.0.0.1') {
      const outcome = await rig.call('login', { memberId, username, password }, { ip });
      if (!outcome.ok || !outcome.token) throw new Error(`login failed: ${JSON.stringify(outcome)}`);
      const session = (await services.sessions.resolve(outcome.token))!;
      return { session, token: outcome.token, playerId: session.playerId };
    },
    async mailedToken(to) {
      const [message] = await outboxRepo.list(services.db, { recipient: to, limit: 1 });
      const token = message ? tokenFromMessage(message.body) : null;
      if (!token) throw new Error(`no mail with a link to ${to}`);
      return token;
    },
    async count(table) {
      const rows = await services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return rows[0].n;
    },
    async close() {
      await services.close();
      await hub.close();
      await drop();
    },
  };
  return rig;
}

export interface QuickRegistrationParams {
  memberId: number;
  username: string;
  email: string;
  password: string;
  country: string;
  termsAccepted: unknown;
  phone?: string;
  [field: string]: unknown;
}

/** A valid quick registration; override what a test is about. */
export function quickRegistration(over: Record<string, unknown> = {}): QuickRegistrationParams {
  const name = `u${Math.random().toString(36).slice(2, 10)}`;
  return {
    memberId: 1,
    username: name,
    email: `${name}@example.test`,
    password: 'abc123',
    country: 'US',
    termsAccepted: true,
    ...over,
  };
}
