import { FaultCode, RpcFault } from '../../../protocol/faults';
import { REALITY_CHECK_MINUTES } from '../../../protocol/constants';
import {
  checkSelfExclusionUntil,
  checkTimeoutUntil,
  RespGamingKey,
  selfLimitErrors,
  type SelfLimitsInput,
} from '../../../protocol/validation/responsibleGaming';
import type { SiteConfig } from '../../config/schema';
import type { PushHub } from '../../ports/pushHub';
import type { SessionInfo } from '../../ports/session';
import type { SelfLimits } from '../../../protocol/types/player';
import { countryOfIpInTable, type CidrEntry } from '../geo/eligibility';
import { isEligible } from '../geo/eligibilityRule';
import { toMajor, toMinor } from '../money';
import { csLimitsOf } from './csLimits';
import { createCustomerServiceLimits, type CustomerServiceLimits } from './customerService';
import {
  DAY_MS,
  LIMIT_KINDS,
  limitsOf,
  planChange,
  saveLimit,
  weeklyBetRemaining,
  type LimitKind,
  type StoredLimit,
} from './limits';
import { joinGate, type JoinGatePolicy, type JoinGateRefusal } from './joinGate';
import { realityCheckTick, setRealityCheck } from './realityCheck';
import { restrict, type RestrictedBy, type RestrictionDeps } from './restrictions';

export interface ResponsibleGamingDeps extends RestrictionDeps {
  site(memberId: number): SiteConfig | undefined;
  /** Overrides the site's limitChangeWaitDays (spec section 9: 30 by default). */
  limitChangeWaitMs?: number;
  /** Where reality check reminders go (the player's topic); none: no reminders. */
  push?: PushHub;
  /** The operator's CIDR table for isEligibleLocation. */
  ipTable?: readonly CidrEntry[];
  /** A second look-up when the table has no row (the geo service's configured ranges). */
  fallbackCountryOfIp?: (ip: string) => string;
}

export interface ResponsibleGamingService {
  updateSelfLimits(session: SessionInfo, input: SelfLimitsInput): Promise<'success'>;
  /** Limits as they hold now, with any pending loosening. */
  limits(playerId: number): Promise<Map<LimitKind, StoredLimit>>;
  /** The effective limits as the player's selfLimits (major units; pending loosenings not yet). */
  selfLimits(playerId: number): Promise<SelfLimits>;
  updateTimeout(session: SessionInfo, until: number): Promise<'success'>;
  updateSelfExclusion(session: SessionInfo, until: number): Promise<'success'>;
  /**
   * A time-out an operator imposes (the back office's cool-off): the player's own path, with the
   * operator as actor; null for an unknown player. `until` is checked as the player's is.
   */
  imposeTimeout(
    playerId: number,
    until: number,
    by: RestrictedBy & { reason: string },
  ): Promise<{ before: number | null; until: number; endedSessions: number } | null>;
  updateRealityCheck(session: SessionInfo, minutes: number): Promise<'success'>;
  /** Pushes the reminders that are due; the server calls it every few seconds. */
  realityCheckTick(): Promise<number>;
  /** Whether the site may sell to the caller (country of the address, and the player's segment). */
  isEligibleLocation(p: { memberId: number; ip: string; playerId: number | null }): Promise<boolean>;
  /** Whether the player may join the instance at all (segment A/A1, free rolls without a deposit); audited. */
  joinGate(session: SessionInfo, gameInstanceId: number): Promise<JoinGateRefusal | null>;
  /** The site's gate settings, for a join that applies the gate inside its batch (JoinRequest.gate). */
  joinGatePolicy(memberId: number): JoinGatePolicy;
  /** How many plays of the instance the weekly wagering limit still allows, or null without a limit. */
  wageringPlaysLeft(playerId: number, gameInstanceId: number): Promise<number | null>;
  /** Operator limits (scripts/responsible-gaming.ts). */
  customerService: CustomerServiceLimits;
}

/** The server's clock decides too: a date valid by the caller's clock may not be by ours. */
function checked(field: string, key: string | null): void {
  if (key) throw new RpcFault(FaultCode.Validation, 'Invalid params', { [field]: key });
}

const fieldsOf: Record<LimitKind, [keyof SelfLimitsInput, keyof SelfLimitsInput]> = {
  daily: ['dailyEnabled', 'dailyLimit'],
  weekly: ['weeklyEnabled', 'weeklyLimit'],
  monthly: ['monthlyEnabled', 'monthlyLimit'],
  weeklyBet: ['weeklyBetEnabled', 'weeklyBetLimit'],
};

export function createResponsibleGamingService(deps: ResponsibleGamingDeps): ResponsibleGamingService {
  const { db, clock } = deps;
  return {
    async updateSelfLimits(session, input) {
      await updateSelfLimits(deps, session, input);
      return 'success';
    },

    limits: (playerId) => limitsOf(db, playerId, clock.now()),

    selfLimits: (playerId) => selfLimits(deps, playerId),

    async updateTimeout(session, until) {
      checked('until', checkTimeoutUntil(until, clock.now()));
      await restrict(deps, session, 'timeout_until', until);
      return 'success';
    },

    async updateSelfExclusion(session, until) {
      checked('until', checkSelfExclusionUntil(until, clock.now()));
      await restrict(deps, session, 'self_excluded_until', until);
      return 'success';
    },

    async imposeTimeout(playerId, until, by) {
      checked('until', checkTimeoutUntil(until, clock.now()));
      const [player] = await db.query<{ member_id: number; username: string }>(
        'SELECT member_id, username FROM players WHERE id = $1',
        [playerId],
      );
      if (!player) return null;
      // No session of the player's own: the cashier's ownership check needs only the player.
      const asPlayer: SessionInfo = {
        sessionId: '',
        playerId,
        memberId: Number(player.member_id),
        username: player.username,
        expiresAt: 0,
      };
      const done = await restrict(deps, asPlayer, 'timeout_until', until, by);
      return { before: done.before, until: done.until, endedSessions: done.endedSessions };
    },

    async updateRealityCheck(session, minutes) {
      checked(
        'minutes',
        (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)
          ? null
          : RespGamingKey.realityCheckInterval,
      );
      await setRealityCheck(db, clock, session.playerId, minutes);
      return 'success';
    },

    realityCheckTick: () =>
      deps.push ? realityCheckTick({ db, clock, push: deps.push }) : Promise.resolve(0),

    isEligibleLocation: (who) => isEligibleLocation(deps, who),

    joinGate: (session, gameInstanceId) =>
      joinGate(db, {
        playerId: session.playerId,
        gameInstanceId,
        ...gatePolicyOf(deps, session.memberId),
        now: clock.now(),
      }),

    joinGatePolicy: (memberId) => gatePolicyOf(deps, memberId),

    wageringPlaysLeft: (playerId, gameInstanceId) => wageringPlaysLeft(deps, playerId, gameInstanceId),

    customerService: createCustomerServiceLimits({ db, clock }),
  };
}

/** How long a loosened limit waits before it applies, for the site. */
function waitMsOf(deps: ResponsibleGamingDeps, memberId: number): number {
  return (
    deps.limitChangeWaitMs ?? (deps.site(memberId)?.responsibleGaming.limitChangeWaitDays ?? 30) * DAY_MS
  );
}

function gatePolicyOf(deps: ResponsibleGamingDeps, memberId: number): JoinGatePolicy {
  return {
    freerollNoDeposits: deps.site(memberId)?.freerollNoDeposits ?? false,
    emailVerificationRequired: deps.site(memberId)?.emailVerifiedEnabled ?? false,
  };
}

async function updateSelfLimits(
  deps: ResponsibleGamingDeps,
  session: SessionInfo,
  input: SelfLimitsInput,
): Promise<void> {
  // The call's schema already checks these; the service holds the rule for any other caller.
  const errors = selfLimitErrors(input);
  if (Object.keys(errors).length) throw new RpcFault(FaultCode.Validation, 'Invalid params', errors);
  const site = deps.site(session.memberId);
  const currency = site?.currencies[0] ?? 'USD';
  const now = deps.clock.now();
  const waitMs = waitMsOf(deps, session.memberId);
  await deps.db.tx(async (q) => {
    await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [session.playerId]);
    const current = await limitsOf(q, session.playerId, now);
    // Spec section 5: none above the account limit customer service set.
    const account = await csLimitsOf(q, session.playerId);
    const above: Record<string, string> = {};
    for (const kind of LIMIT_KINDS) {
      const [enabledField, amountField] = fieldsOf[kind];
      const cs = account.get(kind);
      if (
        cs &&
        cs.currency === currency &&
        input[enabledField] &&
        toMinor(input[amountField] as number, currency) > cs.amountMinor
      )
        above[amountField] = RespGamingKey.accountLimit;
    }
    if (Object.keys(above).length) throw new RpcFault(FaultCode.Validation, 'Invalid params', above);
    for (const kind of LIMIT_KINDS) {
      const [enabledField, amountField] = fieldsOf[kind];
      const enabled = input[enabledField] as boolean;
      const amountMinor = enabled ? toMinor(input[amountField] as number, currency) : 0;
      const before = current.get(kind);
      // A limit set in another currency starts afresh in the site's currency.
      const base = before && before.currency === currency ? before : null;
      const plan = planChange(base, { enabled, amountMinor }, now, waitMs);
      await saveLimit(q, session.playerId, kind, currency, plan, now);
    }
  });
}

async function selfLimits(deps: ResponsibleGamingDeps, playerId: number) {
  const now = deps.clock.now();
  const limits = await limitsOf(deps.db, playerId, now);
  const get = (kind: LimitKind): [boolean, number] => {
    const l = limits.get(kind);
    return l?.enabled ? [true, toMajor(l.amountMinor, l.currency)] : [false, 0];
  };
  const [dailyEnabled, dailyDepositLimit] = get('daily');
  const [weeklyEnabled, weeklyDepositLimit] = get('weekly');
  const [monthlyEnabled, monthlyDepositLimit] = get('monthly');
  const [weeklyBetEnabled, weeklyBetLimit] = get('weeklyBet');
  return {
    dailyEnabled,
    dailyDepositLimit,
    weeklyEnabled,
    weeklyDepositLimit,
    monthlyEnabled,
    monthlyDepositLimit,
    weeklyBetEnabled,
    weeklyBetLimit,
    ...(await extras(deps, playerId, limits)),
  };
}

/** Pending changes, customer service's limits, the wait and the reality check for SelfLimits. */
async function extras(deps: ResponsibleGamingDeps, playerId: number, limits: Map<LimitKind, StoredLimit>) {
  const [player] = await deps.db.query<{ member_id: number; reality_check_minutes: number | null }>(
    'SELECT member_id, reality_check_minutes FROM players WHERE id = $1',
    [playerId],
  );
  const cs = await csLimitsOf(deps.db, playerId);
  const currency =
    [...limits.values()][0]?.currency ?? deps.site(player?.member_id ?? 0)?.currencies[0] ?? 'USD';
  return {
    currency,
    pending: LIMIT_KINDS.flatMap((kind) => {
      const l = limits.get(kind);
      if (!l?.pending) return [];
      const amount = l.pending.enabled ? toMajor(l.pending.amountMinor, l.currency) : 0;
      return [{ kind, enabled: l.pending.enabled, amount, effectiveAt: l.pending.at }];
    }),
    accountLimits: [...cs.values()].map((l) => ({
      kind: l.kind,
      amount: toMajor(l.amountMinor, l.currency),
      currency: l.currency,
    })),
    limitChangeWaitDays: Math.round(waitMsOf(deps, player?.member_id ?? 0) / DAY_MS),
    realityCheckMinutes: player?.reality_check_minutes ?? 0,
  };
}

async function isEligibleLocation(
  deps: ResponsibleGamingDeps,
  { memberId, ip, playerId }: { memberId: number; ip: string; playerId: number | null },
): Promise<boolean> {
  const site = deps.site(memberId);
  if (!site) return false;
  const ipCountry = countryOfIpInTable(deps.ipTable ?? [], ip) || (deps.fallbackCountryOfIp?.(ip) ?? '');
  const rows =
    playerId === null
      ? []
      : await deps.db.query<{ segment: string }>('SELECT segment FROM players WHERE id = $1', [playerId]);
  return isEligible({
    ipCountry,
    defaultCountry: site.defaultCountry,
    acceptedCountries: site.acceptedCountries,
    segment: rows[0]?.segment ?? null,
  }).eligible;
}

async function wageringPlaysLeft(
  deps: ResponsibleGamingDeps,
  playerId: number,
  gameInstanceId: number,
): Promise<number | null> {
  const [game] = await deps.db.query<{ currency: string; cost: string | null; fee: string | null }>(
    `SELECT currency, snapshot->>'costMinor' AS cost, snapshot->>'feeMinor' AS fee
       FROM game_instances WHERE id = $1`,
    [gameInstanceId],
  );
  if (!game) return null;
  const left = await weeklyBetRemaining(deps.db, playerId, game.currency, deps.clock.now());
  const perPlay = Number(game.cost ?? 0) + Number(game.fee ?? 0);
  if (left === null || perPlay === 0) return null;
  return Math.floor(left / perPlay);
}
