import type { Queryable } from '../../storage/db';
import type { SettlePlay } from '../draw';

/** Play ids per read: bounds the text one read builds (about 30 bytes a play). */
const CHUNK_IDS = 250_000;
const FIELD = '\x1f';
const ROW = '\x1e';

/**
 * Every play of the game, in sale (id) order, named as settle() reads them.
 *
 * Packed: each read is one text value of "id, player, play[, bet type]" rows (unit and record
 * separators, which no stored play or bet type holds), split here. A million plays as a million
 * result rows cost the driver a row object and three parsed fields each, the most of a 2.4 s load;
 * as text the load is about half. The reads go over id ranges of the instance (plays_by_instance),
 * so no text grows past a few megabytes however big the draw.
 *
 * The database does not sort: a million rows sorted by PostgreSQL spilled to disk. Heap order is
 * mostly sale order already (concurrent joins, or rows placed in space a vacuum freed, can land
 * out of it); JavaScript's sort (TimSort) puts such a nearly sorted array in order in about one
 * pass. Only fixed-odds games read the bet type.
 */
export async function loadPlays(
  q: Queryable,
  instanceId: number,
  betTypes: boolean,
  chunkIds = CHUNK_IDS,
): Promise<SettlePlay[]> {
  const [span] = await q.query<{ first: number | null; last: number | null }>(
    'SELECT min(id) AS first, max(id) AS last FROM plays WHERE instance_id = $1',
    [instanceId],
  );
  const plays: SettlePlay[] = [];
  if (span.first === null || span.last === null) return plays;
  const fields = betTypes
    ? `id || E'${FIELD}' || player_id || E'${FIELD}' || play || E'${FIELD}' || coalesce(bet_type, '')`
    : `id || E'${FIELD}' || player_id || E'${FIELD}' || play`;
  for (let from = Number(span.first); from <= Number(span.last); from += chunkIds) {
    const [{ packed }] = await q.query<{ packed: string | null }>(
      `SELECT string_agg(${fields}, E'${ROW}') AS packed FROM plays
       WHERE instance_id = $1 AND id >= $2 AND id < $3`,
      [instanceId, from, from + chunkIds],
    );
    if (packed) unpack(packed, betTypes, plays);
  }
  return plays.sort((a, b) => Number(a.playId) - Number(b.playId));
}

function unpack(packed: string, betTypes: boolean, into: SettlePlay[]): void {
  let at = 0;
  while (at < packed.length) {
    let end = packed.indexOf(ROW, at);
    if (end < 0) end = packed.length;
    const a = packed.indexOf(FIELD, at);
    const b = packed.indexOf(FIELD, a + 1);
    const c = betTypes ? packed.indexOf(FIELD, b + 1) : -1;
    const play: SettlePlay = {
      playId: Number(packed.slice(at, a)),
      playerId: Number(packed.slice(a + 1, b)),
      play: packed.slice(b + 1, c < 0 || c > end ? end : c),
    };
    if (betTypes) play.betType = c < 0 || c > end || c + 1 === end ? null : packed.slice(c + 1, end);
    into.push(play);
    at = end + 1;
  }
}
