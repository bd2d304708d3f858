import { FaultCode, RpcFault } from '../../../protocol/faults';
import {
  checkSelfExclusionUntil,
  checkTimeoutUntil,
  selfLimitErrors,
  type SelfLimitsInput,
} from '../../../protocol/validation/responsibleGaming';
import type { SiteConfig } from '../../config/schema';
import type { Clock, SessionInfo } from '../../services';
import type { Db } from '../../storage/db';
import type { SelfLimits } from '../../../protocol/types/player';
import { toMajor, toMinor } from '../money';
import {
  LIMIT_CHANGE_WAIT_MS,
  LIMIT_KINDS,
  limitsOf,
  planChange,
  saveLimit,
  type LimitKind,
  type StoredLimit,
} from './limits';

export interface ResponsibleGamingDeps {
  db: Db;
  clock: Clock;
  site(memberId: number): SiteConfig | undefined;
  /** Days a loosening waits (spec section 9: 30); tests may shorten it. */
  limitChangeWaitMs?: number;
}

export interface ResponsibleGamingService {
  updateSelfLimits(session: SessionInfo, input: SelfLimitsInput): Promise<'success'>;
  /** Limits as they hold now, with any pending loosening. */
  limits(playerId: number): Promise<Map<LimitKind, StoredLimit>>;
  /** The effective limits as the player's selfLimits (major units; pending loosenings not yet). */
  selfLimits(playerId: number): Promise<SelfLimits>;
  updateTimeout(session: SessionInfo, until: number): Promise<'success'>;
  updateSelfExclusion(session: SessionInfo, until: number): Promise<'success'>;
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
  const waitMs = deps.limitChangeWaitMs ?? LIMIT_CHANGE_WAIT_MS;

  /** Sets the restriction column and the login flag; only ever moves the end later (no early lift). */
  async function restrict(playerId: number, column: 'timeout_until' | 'self_excluded_until', until: number) {
    const now = clock.now();
    await db.tx(async (q) => {
      await q.query(
        `UPDATE players SET ${column} = GREATEST(COALESCE(${column}, 0), $2::bigint),
                self_restricted_until = GREATEST(COALESCE(self_restricted_until, 0), $2::bigint),
                updated_at = $3
          WHERE id = $1`,
        [playerId, until, now],
      );
    });
    return 'success' as const;
  }

  return {
    async updateSelfLimits(session, input) {
      // The call's schema already checks these; the service holds the rule for any other caller.
      const errors = selfLimitErrors(input);
      if (Object.keys(errors).length) throw new RpcFault(FaultCode.Validation, 'Invalid params', errors);
      const site = deps.site(session.memberId);
      const currency = site?.currencies[0] ?? 'USD';
      const now = clock.now();
      await db.tx(async (q) => {
        await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [session.playerId]);
        const current = await limitsOf(q, session.playerId, now);
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
      return 'success';
    },

    limits: (playerId) => limitsOf(db, playerId, clock.now()),

    async selfLimits(playerId) {
      const limits = await limitsOf(db, playerId, clock.now());
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
      };
    },

    async updateTimeout(session, until) {
      checked('until', checkTimeoutUntil(until, clock.now()));
      return restrict(session.playerId, 'timeout_until', until);
    },

    async updateSelfExclusion(session, until) {
      checked('until', checkSelfExclusionUntil(until, clock.now()));
      return restrict(session.playerId, 'self_excluded_until', until);
    },
  };
}
