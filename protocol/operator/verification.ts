import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import type { OperatorRole } from './roles';
import { operatorCall, reason } from './spec';

/** Who reviews identity and address documents: they hold the most personal data there is. */
const REVIEWERS: readonly OperatorRole[] = ['owner', 'compliance'];

export const VERIFICATION_QUEUE_STATES = ['open', 'decided', 'all'] as const;

/** One identity or address check a player filed, with the document it carries. */
export interface VerificationListing {
  requestId: number;
  playerId: number;
  username: string;
  siteId: number;
  kind: 'id' | 'address';
  documentType: string | null;
  documentNumber: string | null;
  /** PENDING, ANSWERED and SUBMITTED wait for a decision; VERIFIED and REJECTED are decided. */
  status: string;
  hasDocument: boolean;
  createdAt: number;
  updatedAt: number;
}

export const listVerificationRequests = operatorCall<{ total: number; requests: VerificationListing[] }>()({
  name: 'listVerificationRequests',
  summary: "Identity and address checks of the operator's sites, oldest waiting first (default: open ones).",
  roles: REVIEWERS,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    playerId: id.optional(),
    status: z.enum(VERIFICATION_QUEUE_STATES).optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
  }),
  siteOf: (p) => p.siteId,
});

export const getVerificationDocument = operatorCall<{
  request: VerificationListing;
  /** The document as the player uploaded it; null when the request carries none. */
  document: { mime: string; bytes: Uint8Array } | null;
}>()({
  name: 'getVerificationDocument',
  summary: "One check with the player's document (every opening is audited as viewVerificationDocument).",
  roles: REVIEWERS,
  changes: false,
  params: z.strictObject({ requestId: id }),
});

export const decideVerification = operatorCall<{ done: true; status: 'VERIFIED' | 'REJECTED' }>()({
  name: 'decideVerification',
  summary:
    "Accepts or rejects an open identity or address check: the player's flag follows and their open page is told.",
  roles: REVIEWERS,
  changes: true,
  params: z.strictObject({ requestId: id, approve: z.boolean(), reason }),
});
