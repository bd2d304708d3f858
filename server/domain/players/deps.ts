import { playerPolicySchema, type PlayerPolicy, type SiteConfig } from '../../config/schema';
import { systemClock, type Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db } from '../../storage/db';
import { createAttemptLimits, type AttemptLimits } from '../limits';
import { hashPassword } from './password';
import type { Mailer, Texter } from '../messaging/mailer';
import type { SessionService } from '../sessions/service';

export const DEFAULT_PLAYER_POLICY: PlayerPolicy = playerPolicySchema.parse({});

/** What the players domain is built from; only db and sessions are needed for login alone. */
export interface PlayersDeps {
  db: Db;
  sessions: SessionService;
  clock?: Clock;
  push?: PushHub;
  policy?: PlayerPolicy;
  site?: (memberId: number) => SiteConfig | undefined;
  mailer?: Mailer;
  texter?: Texter;
  /** Abuse limits (docs/security.md); by default counted in `db` like the server's own. */
  limits?: AttemptLimits;
  /** Hashes a new password (argon2id, password.ts); a test may count the costly calls. */
  hashPassword?: (password: string) => Promise<string>;
}

export type ResolvedDeps = Required<PlayersDeps>;

const nowhere: Mailer & Texter = { send: async () => undefined };
const noHub: PushHub = {
  publish: () => undefined,
  subscribe: () => () => undefined,
  since: () => ({ pushes: [], cursor: 0 }),
  close: async () => undefined,
};

export function resolveDeps(deps: PlayersDeps): ResolvedDeps {
  return {
    limits: createAttemptLimits({ db: deps.db, clock: deps.clock ?? systemClock }),
    hashPassword,
    clock: systemClock,
    push: noHub,
    policy: DEFAULT_PLAYER_POLICY,
    site: () => undefined,
    mailer: nowhere,
    texter: nowhere,
    ...deps,
  } as ResolvedDeps;
}
