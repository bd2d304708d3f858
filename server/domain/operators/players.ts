import {
  PLAYER_COUNT_CAP,
  type PlayerListing,
  type PlayerOverview,
  type PLAYER_SORTS,
} from '../../../protocol/operator/calls';
import type { PlayerDataAccess, PlayerStatus, SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';
import type { PlayerLimitsReport } from '../responsibleGaming/customerService';

/**
 * The back office's reads of players (searchPlayers, getPlayer). What a role may not see is left
 * out here, at the source: the query does not match on it and the answer carries null for it.
 */

export interface PlayerSearch {
  /** The sites searched: the operator's scope, narrowed to one site when asked. */
  sites: SiteScope;
  query: string;
  status?: PlayerStatus;
  /** Identity verified (or not). */
  verified?: boolean;
  segment?: string;
  /** Two letters, either case. */
  country?: string;
  /** Registered at or after, and before (epoch ms). */
  registeredFrom?: number;
  registeredTo?: number;
  /**
   * Cash balance bounds (minor units, inclusive), in `currency` (a player without that account
   * holds 0 of it), or in any currency without one. The caller checks the role sees money.
   */
  minBalance?: number;
  maxBalance?: number;
  currency?: string;
  limit: number;
  offset: number;
  sort?: (typeof PLAYER_SORTS)[number];
  dir?: 'asc' | 'desc';
  access: PlayerDataAccess;
}

interface PlayerRowLite {
  id: number;
  member_id: number;
  username: string;
  email: string | null;
  phone: string | null;
  screen_name: string;
  details: Record<string, unknown>;
  verification: Record<string, unknown>;
  segment: string;
  demo: boolean;
  banned: boolean;
  locked: boolean;
  created_at: number;
}

const STATUS_SQL: Record<PlayerStatus, string> = {
  active: 'NOT p.banned AND NOT p.locked',
  suspended: 'NOT p.banned AND p.locked',
  banned: 'p.banned',
};

/**
 * The name as the search matches it. Written exactly so in migration 047's trigram index
 * (players_name_trgm): change one, change both, or the index stops serving the search.
 */
const NAME_SQL = `(coalesce(p.details->>'firstName', '') || ' ' || coalesce(p.details->>'lastName', ''))`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameOf = (d: Record<string, unknown>) =>
  [d.firstName, d.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
const statusOf = (row: { banned: boolean; locked: boolean }): PlayerStatus =>
  row.banned ? 'banned' : row.locked ? 'suspended' : 'active';

function listing(
  row: PlayerRowLite,
  access: PlayerDataAccess,
  balance: Record<string, number> | null,
): PlayerListing {
  return {
    playerId: Number(row.id),
    username: row.username,
    name: access.names ? nameOf(row.details) : null,
    email: access.contact ? row.email : null,
    siteId: Number(row.member_id),
    status: statusOf(row),
    balance: access.money ? (balance ?? {}) : null,
    registeredAt: Number(row.created_at),
  };
}

async function cashBalances(q: Queryable, ids: number[]): Promise<Map<number, Record<string, number>>> {
  const byPlayer = new Map<number, Record<string, number>>();
  if (ids.length === 0) return byPlayer;
  const rows = await q.query<{ player_id: number; currency: string; balance_minor: number }>(
    `SELECT player_id, currency, balance_minor FROM accounts
     WHERE player_id = ANY($1::bigint[]) AND type = 'cash' ORDER BY currency`,
    [ids],
  );
  for (const row of rows) {
    const id = Number(row.player_id);
    byPlayer.set(id, { ...byPlayer.get(id), [row.currency]: Number(row.balance_minor) });
  }
  return byPlayer;
}

/** Each sortable column's SQL (a fixed map: the client's choice never reaches the query text). */
const PLAYER_ORDER: Record<(typeof PLAYER_SORTS)[number], string> = {
  id: 'p.id',
  username: 'p.username',
  registeredAt: 'p.created_at',
};

/** A page of matching players, in the order asked (by id by default), and how many match in all. */
export async function searchPlayers(
  q: Queryable,
  search: PlayerSearch,
): Promise<{ total: number; capped: boolean; players: PlayerListing[] }> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.sites !== 'all') clauses.push(`p.member_id = ANY(${param([...search.sites])}::int[])`);
  if (search.status) clauses.push(STATUS_SQL[search.status]);
  if (search.verified !== undefined)
    clauses.push(`coalesce((p.verification->>'idVerified')::boolean, false) = ${param(search.verified)}`);
  if (search.segment !== undefined) clauses.push(`p.segment = ${param(search.segment)}`);
  if (search.country !== undefined)
    clauses.push(`upper(p.details->>'country') = ${param(search.country.toUpperCase())}`);
  if (search.registeredFrom !== undefined) clauses.push(`p.created_at >= ${param(search.registeredFrom)}`);
  if (search.registeredTo !== undefined) clauses.push(`p.created_at < ${param(search.registeredTo)}`);
  if (search.minBalance !== undefined || search.maxBalance !== undefined) {
    const bounds = [
      search.minBalance !== undefined ? `>= ${param(search.minBalance)}` : null,
      search.maxBalance !== undefined ? `<= ${param(search.maxBalance)}` : null,
    ].filter((b) => b !== null);
    if (search.currency !== undefined) {
      const held = `coalesce((SELECT a.balance_minor FROM accounts a WHERE a.player_id = p.id AND a.type = 'cash' AND a.currency = ${param(search.currency)}), 0)`;
      clauses.push(bounds.map((b) => `${held} ${b}`).join(' AND '));
    } else {
      clauses.push(
        `EXISTS (SELECT 1 FROM accounts a WHERE a.player_id = p.id AND a.type = 'cash' AND ${bounds.map((b) => `a.balance_minor ${b}`).join(' AND ')})`,
      );
    }
  }
  const text = search.query.trim();
  if (text !== '') {
    const like = param(likePattern(text));
    // Only the fields the role may see are searched: a search must not confirm what it hides.
    const matches = [`p.username ILIKE ${like}`];
    if (search.access.names) matches.push(`${NAME_SQL} ILIKE ${like}`);
    if (search.access.contact) matches.push(`p.email ILIKE ${like}`, `p.phone ILIKE ${like}`);
    if (/^\d{1,15}$/.test(text)) matches.push(`p.id = ${param(Number(text))}`);
    clauses.push(`(${matches.join(' OR ')})`);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  // Counted up to the cap and no further: a part of a common name matches tens of thousands of a
  // million players, and an exact count visits every one of them (docs/performance.md).
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM players p ${where} LIMIT ${PLAYER_COUNT_CAP + 1}) AS matches`,
    params,
  );
  const counted = Number(count?.n ?? 0);
  // Ties (players registered in the same millisecond) break by id in the same direction, so
  // "newest first" puts the later account first.
  const dir = search.dir === 'desc' ? 'DESC' : 'ASC';
  const rows = await q.query<PlayerRowLite & Record<string, unknown>>(
    `SELECT p.* FROM players p ${where} ORDER BY ${PLAYER_ORDER[search.sort ?? 'id']} ${dir}, p.id ${dir} LIMIT ${param(search.limit)} OFFSET ${param(search.offset)}`,
    params,
  );
  const balances = search.access.money
    ? await cashBalances(
        q,
        rows.map((r) => Number(r.id)),
      )
    : new Map<number, Record<string, number>>();
  return {
    total: Math.min(counted, PLAYER_COUNT_CAP),
    capped: counted > PLAYER_COUNT_CAP,
    players: rows.map((row) => listing(row, search.access, balances.get(Number(row.id)) ?? null)),
  };
}

/** The player's site, or null when there is no such player. */
export async function siteOfPlayer(q: Queryable, playerId: number): Promise<number | null> {
  const [row] = await q.query<{ member_id: number }>('SELECT member_id FROM players WHERE id = $1', [
    playerId,
  ]);
  return row ? Number(row.member_id) : null;
}

const RECENT = 20;

/** The player's latest game rounds: joins (with their prizes) and instant purchases, newest first. */
async function recentRounds(q: Queryable, playerId: number): Promise<PlayerOverview['rounds']> {
  const joins = await q.query<{
    game_id: number;
    rule: string;
    instance_id: number;
    created_at: number;
    plays: number;
    currency: string;
    stake: number;
    prize: number;
    refunded: boolean;
  }>(
    `SELECT i.game_id, gt.rule, j.instance_id, j.created_at, j.plays, j.currency,
            (j.cost_minor + j.fee_minor) AS stake, j.refunded,
            coalesce((SELECT sum(w.prize_minor) FROM play_wins w JOIN plays pl ON pl.id = w.play_id
                      WHERE pl.join_id = j.id), 0) AS prize
     FROM joins j JOIN game_instances i ON i.id = j.instance_id JOIN game_types gt ON gt.game_id = i.game_id
     WHERE j.player_id = $1 ORDER BY j.id DESC LIMIT ${RECENT}`,
    [playerId],
  );
  const instant = await q.query<{
    game_id: number;
    created_at: number;
    tickets: number;
    currency: string;
    price_minor: number;
    prize_minor: number;
  }>(
    `SELECT game_id, created_at, tickets, currency, price_minor, prize_minor FROM instant_purchases
     WHERE player_id = $1 ORDER BY id DESC LIMIT ${RECENT}`,
    [playerId],
  );
  return [
    ...joins.map((j) => ({
      kind: 'join' as const,
      game: j.rule,
      gameId: Number(j.game_id),
      instanceId: Number(j.instance_id),
      at: Number(j.created_at),
      plays: Number(j.plays),
      currency: j.currency,
      stake: Number(j.stake),
      prize: Number(j.prize),
      refunded: j.refunded,
    })),
    ...instant.map((p) => ({
      kind: 'instant' as const,
      game: 'instant',
      gameId: Number(p.game_id),
      instanceId: null,
      at: Number(p.created_at),
      plays: Number(p.tickets),
      currency: p.currency,
      stake: Number(p.price_minor),
      prize: Number(p.prize_minor),
      refunded: false,
    })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, RECENT);
}

/** getPlayer's overview, or null when there is no such player. */
export async function playerOverview(
  q: Queryable,
  playerId: number,
  access: PlayerDataAccess,
  limits: PlayerLimitsReport | null,
  now: number,
): Promise<Omit<PlayerOverview, 'notes' | 'logins'> | null> {
  const [row] = await q.query<PlayerRowLite & Record<string, unknown>>(
    'SELECT * FROM players WHERE id = $1',
    [playerId],
  );
  if (!row) return null;
  const accounts = await q.query<{ currency: string; type: string; balance_minor: number }>(
    'SELECT currency, type, balance_minor FROM accounts WHERE player_id = $1 ORDER BY currency, type',
    [playerId],
  );
  const cash: Record<string, number> = {};
  for (const a of accounts) if (a.type === 'cash') cash[a.currency] = Number(a.balance_minor);
  const transactions = access.money
    ? await q.query<{
        transaction_id: number;
        created_at: number;
        kind: string;
        currency: string;
        type: string;
        amount_minor: number;
      }>(
        `SELECT t.id AS transaction_id, t.created_at, t.kind, a.currency, a.type, e.amount_minor
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE a.player_id = $1 ORDER BY e.transaction_id DESC, e.id DESC LIMIT ${RECENT}`,
        [playerId],
      )
    : null;
  const rounds = await recentRounds(q, playerId);
  const sessions = await q.query<{
    member_id: number;
    created_at: number;
    last_seen_at: number;
    expires_at: number;
  }>(
    `SELECT member_id, created_at, last_seen_at, expires_at FROM sessions
     WHERE player_id = $1 AND NOT revoked AND expires_at > $2 ORDER BY created_at DESC LIMIT ${RECENT}`,
    [playerId, now],
  );
  const v = row.verification;
  const d = row.details;
  return {
    player: {
      ...listing(row, access, cash),
      screenName: row.screen_name,
      phone: access.contact ? row.phone : null,
      segment: row.segment,
      demo: row.demo,
      verification: {
        email: v.emailVerified === true,
        phone: typeof v.phoneVerifiedDate === 'number' || d.mobilePhoneVerified === true,
        id: v.idVerified === true,
        address: v.addressVerified === true,
        status: typeof v.verificationStatus === 'string' ? v.verificationStatus : null,
      },
      country: typeof d.country === 'string' && d.country !== '' ? d.country : null,
    },
    balances: access.money
      ? accounts.map((a) => ({ currency: a.currency, type: a.type, balance: Number(a.balance_minor) }))
      : null,
    transactions:
      transactions?.map((t) => ({
        transactionId: Number(t.transaction_id),
        at: Number(t.created_at),
        kind: t.kind,
        currency: t.currency,
        account: t.type,
        amount: Number(t.amount_minor),
      })) ?? null,
    rounds,
    responsibleGaming: {
      timeoutUntil: limits?.restrictions.timeoutUntil ?? null,
      selfExcludedUntil: limits?.restrictions.selfExcludedUntil ?? null,
      own: [...(limits?.own ?? new Map()).entries()].map(([kind, limit]) => ({
        kind,
        enabled: limit.enabled,
        amount: Number(limit.amountMinor),
        currency: limit.currency,
      })),
      customerService: [...(limits?.cs ?? new Map()).entries()].map(([kind, limit]) => ({
        kind,
        amount: Number(limit.amountMinor),
        currency: limit.currency,
        setBy: limit.setBy,
      })),
    },
    sessions: sessions.map((s) => ({
      siteId: Number(s.member_id),
      startedAt: Number(s.created_at),
      lastSeenAt: Number(s.last_seen_at),
      expiresAt: Number(s.expires_at),
    })),
  };
}
