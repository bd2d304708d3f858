import type { VerificationRequest } from '../../../protocol/calls/verification';
import type { Queryable } from '../../storage/db';

export type RequestStatus = VerificationRequest['status'];
/** id and address requests carry a document; question ones are support's questions. */
export type RequestKind = 'id' | 'address' | 'question';

export interface RequestRow extends Record<string, unknown> {
  id: number;
  player_id: number;
  kind: RequestKind;
  status: RequestStatus;
  question: string;
  reply: string | null;
  document_type: string | null;
  document_number: string | null;
  document_mime: string | null;
  created_at: number;
  updated_at: number;
}

// The document bytes stay out of every read but the operator's.
const COLUMNS = `id, player_id, kind, status, question, reply, document_type, document_number, document_mime,
  created_at, updated_at`;

export const verificationRequestsRepo = {
  async insert(
    q: Queryable,
    r: {
      playerId: number;
      kind: RequestKind;
      question?: string;
      documentType?: string;
      documentNumber?: string;
      documentMime?: string;
      document?: Buffer;
      now: number;
    },
  ): Promise<RequestRow> {
    const rows = await q.query<RequestRow>(
      `INSERT INTO verification_requests (player_id, kind, status, question, document_type, document_number,
         document_mime, document, created_at, updated_at)
       VALUES ($1, $2, 'PENDING', $3, $4, $5, $6, $7, $8, $8) RETURNING ${COLUMNS}`,
      [
        r.playerId,
        r.kind,
        r.question ?? '',
        r.documentType ?? null,
        r.documentNumber ?? null,
        r.documentMime ?? null,
        r.document ?? null,
        r.now,
      ],
    );
    return rows[0];
  },

  /** How many document requests (identity or address) the player filed after `after`. */
  async idRequestsAfter(q: Queryable, playerId: number, after: number): Promise<number> {
    const rows = await q.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM verification_requests
       WHERE player_id = $1 AND kind IN ('id', 'address') AND created_at > $2`,
      [playerId, after],
    );
    return rows[0].n;
  },

  async lastOf(q: Queryable, playerId: number): Promise<RequestRow | null> {
    const rows = await q.query<RequestRow>(
      `SELECT ${COLUMNS} FROM verification_requests WHERE player_id = $1 ORDER BY id DESC LIMIT 1`,
      [playerId],
    );
    return rows[0] ?? null;
  },

  async byId(q: Queryable, id: number): Promise<RequestRow | null> {
    const rows = await q.query<RequestRow>(`SELECT ${COLUMNS} FROM verification_requests WHERE id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  },

  /** Changes a request the player owns (of `kind`, when given) while it is in one of `from`; the row, or null. */
  async transition(
    q: Queryable,
    r: {
      id: number;
      playerId?: number;
      kind?: RequestKind;
      from: RequestStatus[];
      to: RequestStatus;
      reply?: string;
      now: number;
    },
    document?: { mime: string; bytes: Buffer },
  ): Promise<RequestRow | null> {
    const rows = await q.query<RequestRow>(
      `UPDATE verification_requests SET status = $3, updated_at = $4, reply = coalesce($5, reply),
         document_mime = coalesce($6, document_mime), document = coalesce($7, document)
       WHERE id = $1 AND ($2::bigint IS NULL OR player_id = $2) AND status = ANY($8::text[])
         AND ($9::text IS NULL OR kind = $9)
       RETURNING ${COLUMNS}`,
      [
        r.id,
        r.playerId ?? null,
        r.to,
        r.now,
        r.reply ?? null,
        document?.mime ?? null,
        document?.bytes ?? null,
        r.from,
        r.kind ?? null,
      ],
    );
    return rows[0] ?? null;
  },
};

export function toVerificationRequest(row: RequestRow): VerificationRequest {
  return {
    id: row.id,
    status: row.status,
    question: row.question,
    reply: row.reply,
    createdOn: row.created_at,
  };
}
