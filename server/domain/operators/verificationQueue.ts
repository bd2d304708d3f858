import type { VerificationListing } from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';

/** The states a check waits in for an operator; the others are decided. */
export const OPEN_STATES = ['PENDING', 'ANSWERED', 'SUBMITTED'] as const;

interface QueueRow {
  id: number;
  player_id: number;
  username: string;
  member_id: number;
  kind: 'id' | 'address';
  document_type: string | null;
  document_number: string | null;
  status: string;
  has_document: boolean;
  created_at: number;
  updated_at: number;
}

const SELECT = `SELECT r.id, r.player_id, p.username, p.member_id, r.kind, r.document_type, r.document_number,
    r.status, r.document IS NOT NULL AS has_document, r.created_at, r.updated_at
  FROM verification_requests r JOIN players p ON p.id = r.player_id`;

const listing = (r: QueueRow): VerificationListing => ({
  requestId: Number(r.id),
  playerId: Number(r.player_id),
  username: r.username,
  siteId: Number(r.member_id),
  kind: r.kind,
  documentType: r.document_type,
  documentNumber: r.document_number,
  status: r.status,
  hasDocument: Boolean(r.has_document),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

/**
 * The review queue: identity and address checks (not support's questions) of the sites in scope.
 * Open ones oldest first (a queue is worked from its head); decided ones newest first.
 */
export async function verificationQueue(
  q: Queryable,
  filter: {
    sites: SiteScope;
    playerId?: number;
    status: 'open' | 'decided' | 'all';
    limit: number;
    offset: number;
  },
): Promise<{ total: number; requests: VerificationListing[] }> {
  const where = `WHERE r.kind IN ('id', 'address')
    AND ($1::int[] IS NULL OR p.member_id = ANY($1::int[]))
    AND ($2::bigint IS NULL OR r.player_id = $2)
    AND ($3::text IS NULL OR (r.status = ANY($4::text[])) = ($3 = 'open'))`;
  const params = [
    filter.sites === 'all' ? null : [...filter.sites],
    filter.playerId ?? null,
    filter.status === 'all' ? null : filter.status,
    [...OPEN_STATES],
  ];
  const order = filter.status === 'open' ? 'r.id ASC' : 'r.id DESC';
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM verification_requests r JOIN players p ON p.id = r.player_id ${where}`,
    params,
  );
  const rows = await q.query<QueueRow & Record<string, unknown>>(
    `${SELECT} ${where} ORDER BY ${order} LIMIT $5 OFFSET $6`,
    [...params, filter.limit, filter.offset],
  );
  return { total: Number(count?.n ?? 0), requests: rows.map(listing) };
}

/** One check with its document bytes, for the reviewer's screen only. */
export async function verificationWithDocument(
  q: Queryable,
  requestId: number,
): Promise<{ request: VerificationListing; document: { mime: string; bytes: Uint8Array } | null } | null> {
  const [row] = await q.query<
    QueueRow & Record<string, unknown> & { document: Uint8Array | null; document_mime: string | null }
  >(
    `SELECT r.id, r.player_id, p.username, p.member_id, r.kind, r.document_type, r.document_number, r.status,
       r.document IS NOT NULL AS has_document, r.created_at, r.updated_at, r.document, r.document_mime
     FROM verification_requests r JOIN players p ON p.id = r.player_id
     WHERE r.id = $1 AND r.kind IN ('id', 'address')`,
    [requestId],
  );
  if (!row) return null;
  return {
    request: listing(row),
    document:
      row.document && row.document_mime
        ? { mime: row.document_mime, bytes: new Uint8Array(row.document) }
        : null,
  };
}
