import {
  SUPPORT_HANDLERS,
  type SUPPORT_SORTS,
  type SupportCaseListing,
  type SupportCaseState,
  type SupportOperator,
  type SupportReply,
} from '../../../protocol/operator/calls';
import type { PlayerDataAccess, SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';

interface CaseRow extends Record<string, unknown> {
  id: number;
  member_id: number;
  player_id: number | null;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  status: SupportCaseState;
  created_at: number;
  replies: number;
  assignee_id: number | null;
  assignee: string | null;
  assigned_at: number | null;
}

/** A case as the console lists it; the sender's name and address only for roles with contact data. */
function listing(r: CaseRow, access: PlayerDataAccess): SupportCaseListing {
  return {
    caseId: Number(r.id),
    siteId: Number(r.member_id),
    playerId: r.player_id === null ? null : Number(r.player_id),
    name: access.names ? r.name : null,
    email: access.contact ? r.email : null,
    category: r.category,
    subject: r.subject,
    status: r.status,
    createdAt: Number(r.created_at),
    replies: Number(r.replies),
    assigneeId: r.assignee_id === null ? null : Number(r.assignee_id),
    assignee: r.assignee,
    assignedAt: r.assigned_at === null ? null : Number(r.assigned_at),
  };
}

const SELECT_CASE = `SELECT c.*, (SELECT count(*) FROM support_replies r WHERE r.case_id = c.id) AS replies,
  (SELECT o.username FROM operators o WHERE o.id = c.assignee_id) AS assignee
  FROM support_cases c`;

/** Whose cases the inbox lists: an operator's (by id), nobody's yet, or anybody's. */
export type AssigneeFilter = number | 'unassigned' | null;

/** The inbox of the sites in scope, newest first, one page and the total. */
export async function listSupportCases(
  q: Queryable,
  filter: {
    sites: SiteScope;
    playerId?: number;
    /** null: open and closed. */
    status: SupportCaseState | null;
    assignee?: AssigneeFilter;
    limit: number;
    offset: number;
    sort?: (typeof SUPPORT_SORTS)[number];
    dir?: 'asc' | 'desc';
    access: PlayerDataAccess;
  },
): Promise<{ total: number; cases: SupportCaseListing[] }> {
  const order = `${filter.sort === 'replies' ? 'replies' : 'c.id'} ${filter.dir === 'asc' ? 'ASC' : 'DESC'}`;
  const scope = filter.sites === 'all' ? null : [...filter.sites];
  const where = `WHERE ($1::text IS NULL OR c.status = $1) AND ($2::int[] IS NULL OR c.member_id = ANY($2::int[]))
    AND ($3::bigint IS NULL OR c.player_id = $3)
    AND ($4::text IS NULL OR ($4 = 'unassigned' AND c.assignee_id IS NULL) OR c.assignee_id::text = $4)`;
  const player = filter.playerId ?? null;
  const assignee = filter.assignee == null ? null : String(filter.assignee);
  const [count] = await q.query<{ n: number }>(`SELECT count(*) AS n FROM support_cases c ${where}`, [
    filter.status,
    scope,
    player,
    assignee,
  ]);
  const rows = await q.query<CaseRow>(
    `${SELECT_CASE} ${where} ORDER BY ${order}, c.id DESC LIMIT $5 OFFSET $6`,
    [filter.status, scope, player, assignee, filter.limit, filter.offset],
  );
  return { total: Number(count?.n ?? 0), cases: rows.map((r) => listing(r, filter.access)) };
}

/** One case with its message; the sender's stored address is returned apart, for the reply's mail only. */
export async function supportCase(
  q: Queryable,
  caseId: number,
  access: PlayerDataAccess,
  forUpdate = false,
): Promise<{ listing: SupportCaseListing & { message: string }; formEmail: string } | null> {
  const [row] = await q.query<CaseRow>(
    `${SELECT_CASE} WHERE c.id = $1${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [caseId],
  );
  if (!row) return null;
  return { listing: { ...listing(row, access), message: row.message }, formEmail: row.email };
}

export async function supportReplies(q: Queryable, caseId: number): Promise<SupportReply[]> {
  const rows = await q.query<{ id: number; operator: string; text: string; created_at: number }>(
    'SELECT id, operator, text, created_at FROM support_replies WHERE case_id = $1 ORDER BY id',
    [caseId],
  );
  return rows.map((r) => ({
    replyId: Number(r.id),
    operator: r.operator,
    text: r.text,
    at: Number(r.created_at),
  }));
}

export async function addSupportReply(
  q: Queryable,
  reply: { caseId: number; operator: string; text: string; at: number },
): Promise<SupportReply> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO support_replies (case_id, operator, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [reply.caseId, reply.operator, reply.text, reply.at],
  );
  return { replyId: Number(row!.id), operator: reply.operator, text: reply.text, at: reply.at };
}

/** True when the case was open and is closed now. */
export async function closeSupportCase(q: Queryable, caseId: number): Promise<boolean> {
  const rows = await q.query(
    "UPDATE support_cases SET status = 'closed' WHERE id = $1 AND status = 'open' RETURNING 1",
    [caseId],
  );
  return rows.length > 0;
}

/**
 * The operators who may handle a site's cases: a role that answers and closes cases, an account
 * not disabled, and every site or this one among its sites. By username.
 */
export async function supportOperators(q: Queryable, siteId: number): Promise<SupportOperator[]> {
  const rows = await q.query<{ id: number; username: string; role: SupportOperator['role'] }>(
    `SELECT id, username, role FROM operators
     WHERE role = ANY($1::text[]) AND NOT disabled AND (sites IS NULL OR $2 = ANY(sites))
     ORDER BY lower(username), id`,
    [[...SUPPORT_HANDLERS], siteId],
  );
  return rows.map((r) => ({ operatorId: Number(r.id), username: r.username, role: r.role }));
}

/** Sets (or clears, with null) the case's assignee; assigned_at is when, null when unassigned. */
export async function assignSupportCase(
  q: Queryable,
  caseId: number,
  operatorId: number | null,
  now: number,
): Promise<void> {
  await q.query('UPDATE support_cases SET assignee_id = $2, assigned_at = $3 WHERE id = $1', [
    caseId,
    operatorId,
    operatorId === null ? null : now,
  ]);
}
