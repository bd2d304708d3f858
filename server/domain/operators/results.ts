import type {
  RESULT_SORTS,
  ResultState,
  ResultSummary,
  ResultWinner,
} from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';
import type { StoredResults } from '../engine/results';
import type { InstanceRow } from '../games/instancesRepo';

/** A finished game's moment: when its numbers were drawn, else when it ended (a cancel). */
const FINISHED_AT = 'coalesce(drawn_at, ended_at)';

/**
 * Drawn means the numbers and the seed are stored (as the public evidence has it,
 * server/domain/fairness/drawEvidence.ts): a bingo round stores its call order only when the
 * calling ends, and a cancelled game never reveals the seed it had committed to.
 */
const isDrawn = (row: InstanceRow) =>
  (row.status === 'STARTED' || row.status === 'ENDED') && Array.isArray(row.draws) && !!row.seed;

const numberOrNull = (value: unknown) => (value == null ? null : Number(value));

export function resultSummary(row: InstanceRow): ResultSummary {
  const drawn = isDrawn(row);
  const stored = row.results as StoredResults | null;
  return {
    gameInstanceId: Number(row.id),
    gameId: Number(row.game_id),
    title: row.snapshot.title,
    rule: row.snapshot.rule,
    status: row.status as ResultState,
    siteIds: row.member_ids.map(Number),
    currency: row.currency,
    startAt: Number(row.start_at),
    drawnAt: drawn ? numberOrNull(row.drawn_at) : null,
    endedAt: numberOrNull(row.ended_at),
    draws: drawn ? row.draws! : null,
    draws2nd: drawn ? (row.draws2nd ?? []) : null,
    seedCommitment: row.seed_commitment ?? null,
    committedAt: numberOrNull(row.seed_committed_at),
    seed: drawn ? row.seed! : null,
    playCount: Number(row.play_count),
    playerCount: Number(row.player_count),
    winnerCount: stored ? Number(stored.winnerCount) : null,
    refundReason: row.refund_reason ?? null,
  };
}

export function resultWinners(row: InstanceRow): ResultWinner[] {
  const stored = row.results as StoredResults | null;
  return (stored?.winners ?? []).map((w) => ({
    playId: Number(w.playId),
    username: w.username,
    play: w.play,
    rankNumber: w.rankNumber,
    prizeMinor: Number(w.prizeMinor),
  }));
}

export interface ResultsFilter {
  /** The sites whose games to list: a game is listed when it is sold on any of them. */
  sites: SiteScope;
  gameId?: number;
  status?: ResultState;
  from?: number;
  to?: number;
  limit: number;
  offset: number;
  sort?: (typeof RESULT_SORTS)[number];
  dir?: 'asc' | 'desc';
}

/** Each sortable column's SQL (a fixed map: the client's choice never reaches the query text). */
const RESULT_ORDER: Record<(typeof RESULT_SORTS)[number], string> = {
  finishedAt: FINISHED_AT,
  gameInstanceId: 'id',
  playCount: 'play_count',
};

/** What a list row needs: not the stored winners and settlement (up to 100 winners a game). */
const LISTED = `id, game_id, member_ids, status, currency, start_at, drawn_at, ended_at, draws, draws2nd,
  seed_commitment, seed_committed_at, seed, play_count, player_count, refund_reason,
  jsonb_build_object('title', snapshot->'title', 'rule', snapshot->'rule') AS snapshot,
  CASE WHEN results IS NULL THEN NULL ELSE jsonb_build_object('winnerCount', results->'winnerCount') END AS results`;

/**
 * Finished games, newest first, one page and the total. Finished: drawn (STARTED once its numbers
 * are stored, ENDED) or cancelled (REFUNDED); a STARTED bingo round still calling is not finished.
 */
export async function listResults(
  q: Queryable,
  f: ResultsFilter,
): Promise<{ total: number; results: ResultSummary[] }> {
  const scope = f.sites === 'all' ? null : [...f.sites];
  const where = `WHERE status = ANY($1::text[]) AND (status <> 'STARTED' OR draws IS NOT NULL)
    AND ($2::int[] IS NULL OR member_ids && $2::int[]) AND ($3::int IS NULL OR game_id = $3)
    AND ($4::bigint IS NULL OR ${FINISHED_AT} >= $4) AND ($5::bigint IS NULL OR ${FINISHED_AT} < $5)`;
  const args = [
    f.status ? [f.status] : ['STARTED', 'ENDED', 'REFUNDED'],
    scope,
    f.gameId ?? null,
    f.from ?? null,
    f.to ?? null,
  ];
  const [count] = await q.query<{ n: number }>(`SELECT count(*) AS n FROM game_instances ${where}`, args);
  const dir = f.dir === 'asc' ? 'ASC' : 'DESC';
  const order = `${RESULT_ORDER[f.sort ?? 'finishedAt']} ${dir} NULLS LAST, id ${dir}`;
  const rows = await q.query<InstanceRow & Record<string, unknown>>(
    `SELECT ${LISTED} FROM game_instances ${where} ORDER BY ${order} LIMIT $6 OFFSET $7`,
    [...args, f.limit, f.offset],
  );
  return { total: Number(count?.n ?? 0), results: rows.map(resultSummary) };
}
