import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import { type OperatorRole } from './roles';
import { operatorCall, ALL, listOrder, reason } from './spec';

export const POOL_STATES = ['selling', 'soldOut', 'retired'] as const;
export type PoolState = (typeof POOL_STATES)[number];

/** The columns a game's pools can be sorted by (default: poolNo, newest first). */
export const POOL_SORTS = ['poolNo', 'sold'] as const;

export const POOL_BUILD_STATES = ['building', 'committed', 'failed'] as const;
export type PoolBuildState = (typeof POOL_BUILD_STATES)[number];

/** A prize tier of a pool: how many it holds and how many are still unsold. */
export interface PrizeLeft {
  prizeMinor: number;
  count: number;
  left: number;
}

/** An operator's build of a game's next pool; `progress` is the share of the hashing done (0 to 1). */
export interface PoolBuild {
  buildId: number;
  gameId: number;
  poolNo: number;
  operator: string;
  status: PoolBuildState;
  progress: number;
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
}

/** One committed pool: its sales, the prizes it has left, and its commitment (the seed once revealed). */
export interface PoolListing {
  poolNo: number;
  status: PoolState;
  poolSize: number;
  sold: number;
  left: number;
  /** Each tier, largest prize first; a sold-out pool has none left. */
  prizesLeft: PrizeLeft[];
  seedHash: string;
  merkleRoot: string;
  seed: string | null;
  createdAt: number;
  closedAt: number | null;
}

/** An instant game of the operator's sites and where its pools stand. */
export interface InstantGamePools {
  gameId: number;
  title: string;
  kind: 'scratchcard' | 'spinner' | 'crossword';
  siteIds: number[];
  currency: string;
  priceMinor: number;
  poolSize: number;
  /** Pools the game sells before it closes (its configuration). */
  poolsPlanned: number;
  poolsBuilt: number;
  /** The first pool on sale, with its tickets and prizes left; null when none is. */
  onSale: PoolListing | null;
  build: PoolBuild | null;
}

/** Who may build and retire pools: the operators who run the games. */
const POOL_ACTORS: readonly OperatorRole[] = ['owner', 'operations'];

export const listInstantGames = operatorCall<{ games: InstantGamePools[] }>()({
  name: 'listInstantGames',
  summary:
    "Instant games of the operator's sites (or one site): pools built and planned, the pool on sale's tickets and prizes left, the latest build.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id.optional() }),
  siteOf: (p) => p.siteId,
});

export const listInstantPools = operatorCall<{
  game: InstantGamePools;
  total: number;
  pools: PoolListing[];
}>()({
  name: 'listInstantPools',
  summary:
    "One instant game's pools, newest first (or those in one state), with sales, prizes left and commitments.",
  roles: ALL,
  changes: false,
  params: z.strictObject({
    gameId: id,
    status: z.enum(POOL_STATES).optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
    ...listOrder(POOL_SORTS),
  }),
});

export const buildInstantPool = operatorCall<{ build: PoolBuild }>()({
  name: 'buildInstantPool',
  summary:
    "Builds and commits the game's next pool now (seed, shuffle, Merkle root); answers at once, the build's progress follows in listInstantGames.",
  roles: POOL_ACTORS,
  changes: true,
  params: z.strictObject({ gameId: id }),
});

export const retireInstantPool = operatorCall<{ done: true; pool: PoolListing }>()({
  name: 'retireInstantPool',
  summary: 'Takes a pool off sale and reveals its seed; the next purchase opens the next pool.',
  roles: POOL_ACTORS,
  changes: true,
  params: z.strictObject({ gameId: id, poolNo: id, reason }),
});
