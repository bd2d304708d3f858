import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import { type OperatorRole } from './roles';
import { listOrder, operatorCall, reason } from './spec';

/** The columns the support inbox can be sorted by. */
export const SUPPORT_SORTS = ['received', 'replies'] as const;

export const SUPPORT_CASE_STATES = ['open', 'closed'] as const;
export type SupportCaseState = (typeof SUPPORT_CASE_STATES)[number];

/** One case in the inbox: name and email are null for roles without contact data. */
export interface SupportCaseListing {
  caseId: number;
  siteId: number;
  playerId: number | null;
  name: string | null;
  email: string | null;
  category: string;
  subject: string;
  status: SupportCaseState;
  createdAt: number;
  replies: number;
  /** The operator handling the case (id and username), and since when; null: nobody yet. */
  assigneeId: number | null;
  assignee: string | null;
  assignedAt: number | null;
}

/** An operator who may handle a site's cases: a support-handling role whose sites include it. */
export interface SupportOperator {
  operatorId: number;
  username: string;
  role: OperatorRole;
}

export interface SupportReply {
  replyId: number;
  operator: string;
  text: string;
  at: number;
}

/** Who may read the inbox; replying and closing are for support and the operators who run the sites. */
const SUPPORT_READERS: readonly OperatorRole[] = ['owner', 'operations', 'support', 'compliance'];
const SUPPORT_WRITERS: readonly OperatorRole[] = ['owner', 'operations', 'support'];
/** The roles a case can be assigned to: those that answer and close cases. */
export const SUPPORT_HANDLERS = SUPPORT_WRITERS;

export const listSupportCases = operatorCall<{ total: number; cases: SupportCaseListing[] }>()({
  name: 'listSupportCases',
  summary:
    "The contact form's cases of the operator's sites (or one player's), newest first (default: open ones).",
  roles: SUPPORT_READERS,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    /** One player's cases (those sent while signed in), for the player page. */
    playerId: id.optional(),
    /** Default open; `all` for open and closed. */
    status: z.enum([...SUPPORT_CASE_STATES, 'all']).optional(),
    /** Whose cases: the caller's (`me`), nobody's yet (`unassigned`), or one operator's (an id). */
    assignee: z.union([z.enum(['me', 'unassigned']), id]).optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
    ...listOrder(SUPPORT_SORTS),
  }),
  siteOf: (p) => p.siteId,
});

export const getSupportCase = operatorCall<{
  supportCase: SupportCaseListing & { message: string };
  replies: SupportReply[];
}>()({
  name: 'getSupportCase',
  summary: "One case: the sender's message and the replies sent so far, oldest first.",
  roles: SUPPORT_READERS,
  changes: false,
  params: z.strictObject({ caseId: id }),
});

export const replySupportCase = operatorCall<{ reply: SupportReply }>()({
  name: 'replySupportCase',
  summary:
    "A reply mailed to the sender (a player's address on file, else the form's); the case stays open unless closed.",
  roles: SUPPORT_WRITERS,
  changes: true,
  params: z.strictObject({
    caseId: id,
    text: z.string().trim().min(2).max(5000),
    close: z.boolean().optional(),
  }),
});

export const closeSupportCase = operatorCall<{ done: true }>()({
  name: 'closeSupportCase',
  summary: 'Closes an open case (answered, or nothing to answer), with the reason.',
  roles: SUPPORT_WRITERS,
  changes: true,
  params: z.strictObject({ caseId: id, reason: reason.optional() }),
});

export const assignSupportCase = operatorCall<{
  assigneeId: number | null;
  assignee: string | null;
  assignedAt: number | null;
}>()({
  name: 'assignSupportCase',
  summary:
    'Assigns a case to an operator who handles support on its site (or unassigns it with null); refused for one who cannot see the site.',
  roles: SUPPORT_WRITERS,
  changes: true,
  params: z.strictObject({ caseId: id, operatorId: id.nullable(), reason: reason.optional() }),
});

export const listSupportOperators = operatorCall<{ operators: SupportOperator[] }>()({
  name: 'listSupportOperators',
  summary:
    "The operators a site's cases can be assigned to: support-handling roles whose sites include it, by name.",
  roles: SUPPORT_READERS,
  changes: false,
  params: z.strictObject({ siteId: id }),
  siteOf: (p) => p.siteId,
});
