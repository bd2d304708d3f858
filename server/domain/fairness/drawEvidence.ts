import { DRAW_EVIDENCE, type DrawEvidence, type DrawRules } from '../../../protocol/fairness';
import { gameKindOf } from '../../../protocol/gameRules';
import type { GameTypeConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';
import { drawContext, isRaffle } from '../engine/outcome';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';

/**
 * The public evidence of a game instance's draw (docs/fairness.md, "Draws"): the terms that decide
 * it, the commitment and when it was made, and, once the numbers are stored, the seed and the
 * numbers. Nothing here shows the seed before every number it decides is drawn: a bingo round
 * stores its call order only when the calling ends.
 */
export async function drawEvidence(
  q: Queryable,
  typesById: ReadonlyMap<number, GameTypeConfig>,
  gameInstanceId: number,
): Promise<DrawEvidence | null> {
  const row = await instancesRepo.byId(q, gameInstanceId);
  if (!row) return null;
  const drawn =
    (row.status === 'STARTED' || row.status === 'ENDED') && Array.isArray(row.draws) && !!row.seed;
  const committedAt = row.seed_committed_at == null ? null : Number(row.seed_committed_at);
  return {
    format: DRAW_EVIDENCE,
    gameInstanceId: row.id,
    gameId: row.game_id,
    rule: row.snapshot.rule,
    status: row.status,
    rules: await rulesOf(q, row, typesById.get(row.game_id)),
    algorithm: { name: 'drawhall/draw', version: 1 },
    context: drawContext(row),
    commitment: row.seed_commitment ? { seedHash: row.seed_commitment, committedAt } : null,
    seed: drawn ? row.seed! : null,
    draws: drawn ? row.draws! : null,
    draws2nd: drawn ? (row.draws2nd ?? []) : null,
    drawnAt: drawn && row.drawn_at != null ? Number(row.drawn_at) : null,
  };
}

/** What the engine draws for this instance (server/domain/engine/outcome.ts, bingo/caller.ts). */
async function rulesOf(q: Queryable, row: InstanceRow, type: GameTypeConfig | undefined): Promise<DrawRules> {
  const s = row.snapshot;
  if (isRaffle(s.rule)) {
    // The raffle draws over the plays in sale order, as the engine read them.
    const plays = await q.query<{ id: number }>('SELECT id FROM plays WHERE instance_id = $1 ORDER BY id', [
      row.id,
    ]);
    return {
      kind: 'raffle',
      winnersPerRank: (type?.ranks ?? []).map(() => 1),
      playIds: plays.map((p) => Number(p.id)),
    };
  }
  if (gameKindOf(s.rule) === 'bingo') {
    const range = s.bingo?.format ?? type?.bingo?.format ?? 75;
    return { kind: 'balls', drawRange: range, count: range, drawRange2nd: 0, count2nd: 0 };
  }
  return {
    kind: 'balls',
    drawRange: s.ballRange,
    count: s.pickSize,
    drawRange2nd: s.pickSize2nd > 0 ? s.ballRange2nd : 0,
    count2nd: s.pickSize2nd,
  };
}
