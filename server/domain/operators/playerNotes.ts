import type { PlayerNote } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';

/** How many notes the player page shows, newest first. */
const SHOWN = 100;

export async function playerNotes(q: Queryable, playerId: number): Promise<PlayerNote[]> {
  const rows = await q.query<{ id: number; operator: string; text: string; created_at: number }>(
    `SELECT id, operator, text, created_at FROM player_notes WHERE player_id = $1 ORDER BY id DESC LIMIT ${SHOWN}`,
    [playerId],
  );
  return rows.map((r) => ({
    noteId: Number(r.id),
    operator: r.operator,
    text: r.text,
    at: Number(r.created_at),
  }));
}

export async function addPlayerNote(
  q: Queryable,
  note: { playerId: number; operator: string; text: string; at: number },
): Promise<PlayerNote> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO player_notes (player_id, operator, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [note.playerId, note.operator, note.text, note.at],
  );
  return { noteId: Number(row!.id), operator: note.operator, text: note.text, at: note.at };
}
