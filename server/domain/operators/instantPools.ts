import type {
  InstantGamePools,
  POOL_SORTS,
  PoolBuild,
  PoolListing,
  PoolState,
} from '../../../protocol/operator/calls';
import type { InstantGameConfig } from '../../config/instantSchema';
import type { Queryable } from '../../storage/db';
import { poolProgress } from '../fairness/poolProgress';
import { POOL_COLUMNS, poolRowOf, type PoolRow } from '../instant/poolsRepo';

type ListedRow = PoolRow & { created_at: number; closed_at: number | null };

const LISTED = `${POOL_COLUMNS}, created_at, closed_at`;

const KIND = { scratchcardGame: 'scratchcard', spinnerGame: 'spinner', crosswordGame: 'crossword' } as const;

/** A pool as the console lists it: the prizes left counted from its tickets (none once sold out). */
async function listing(q: Queryable, r: ListedRow): Promise<PoolListing> {
  const row = poolRowOf(r);
  const tiers =
    row.status === 'soldOut'
      ? row.rules.prizes.map((t) => ({ prizeMinor: t.prizeMinor, count: t.count, left: 0 }))
      : (await poolProgress(q, row)).prizesLeft;
  return {
    poolNo: row.pool_no,
    status: row.status,
    poolSize: row.pool_size,
    sold: row.sold,
    left: row.pool_size - row.sold,
    prizesLeft: [...tiers].sort((a, b) => b.prizeMinor - a.prizeMinor),
    seedHash: row.seed_hash,
    merkleRoot: row.merkle_root,
    seed: row.seed_revealed ? row.seed : null,
    createdAt: Number(r.created_at),
    closedAt: r.closed_at == null ? null : Number(r.closed_at),
  };
}

/** A game's overview: pools built and planned, the first pool on sale, the latest build. */
export async function instantGamePools(
  q: Queryable,
  game: InstantGameConfig,
  build: PoolBuild | null,
): Promise<InstantGamePools> {
  const [counts] = await q.query<{ built: number }>(
    'SELECT count(*)::integer AS built FROM instant_pools WHERE game_id = $1',
    [game.gameId],
  );
  const [selling] = await q.query<ListedRow>(
    `SELECT ${LISTED} FROM instant_pools WHERE game_id = $1 AND status = 'selling' ORDER BY pool_no LIMIT 1`,
    [game.gameId],
  );
  return {
    gameId: game.gameId,
    title: game.title,
    kind: KIND[game.rule],
    siteIds: [...game.memberIds],
    currency: game.currency,
    priceMinor: game.priceMinor,
    poolSize: game.poolSize,
    poolsPlanned: game.pools,
    poolsBuilt: Number(counts?.built ?? 0),
    onSale: selling ? await listing(q, selling) : null,
    build,
  };
}

/** Each sortable column's SQL (a fixed map: the client's choice never reaches the query text). */
const POOL_ORDER: Record<(typeof POOL_SORTS)[number], string> = { poolNo: 'pool_no', sold: 'sold' };

/** One page of a game's pools, newest first (or those in one state), and the total. */
export async function listPools(
  q: Queryable,
  f: {
    gameId: number;
    status?: PoolState;
    limit: number;
    offset: number;
    sort?: (typeof POOL_SORTS)[number];
    dir?: 'asc' | 'desc';
  },
): Promise<{ total: number; pools: PoolListing[] }> {
  const where = 'WHERE game_id = $1 AND ($2::text IS NULL OR status = $2)';
  const [count] = await q.query<{ n: number }>(`SELECT count(*) AS n FROM instant_pools ${where}`, [
    f.gameId,
    f.status ?? null,
  ]);
  const rows = await q.query<ListedRow>(
    `SELECT ${LISTED} FROM instant_pools ${where} ORDER BY ${POOL_ORDER[f.sort ?? 'poolNo']} ${f.dir === 'asc' ? 'ASC' : 'DESC'}, pool_no DESC LIMIT $3 OFFSET $4`,
    [f.gameId, f.status ?? null, f.limit, f.offset],
  );
  const pools: PoolListing[] = [];
  for (const r of rows) pools.push(await listing(q, r));
  return { total: Number(count?.n ?? 0), pools };
}

/** One pool as listed; null when the game has no such pool. */
export async function poolListing(q: Queryable, gameId: number, poolNo: number): Promise<PoolListing | null> {
  const [row] = await q.query<ListedRow>(
    `SELECT ${LISTED} FROM instant_pools WHERE game_id = $1 AND pool_no = $2`,
    [gameId, poolNo],
  );
  return row ? listing(q, row) : null;
}
