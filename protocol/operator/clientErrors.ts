import { z } from 'zod';
import { DB_INT_MAX, id } from '../calls/schemas';
import { operatorCall, ALL, listOrder } from './spec';

/** The columns the client errors can be sorted by. */
export const CLIENT_ERROR_SORTS = ['lastSeen', 'times'] as const;

/** An uncaught error of players' pages (reportClientError), scrubbed of personal data. */
export interface ClientErrorListing {
  errorId: number;
  siteId: number;
  kind: string;
  message: string;
  stack: string | null;
  route: string;
  release: string | null;
  /** Reports of the same error (kind, message, first stack line) on this site. */
  count: number;
  firstSeenAt: number;
  lastSeenAt: number;
}

export const listClientErrors = operatorCall<{ total: number; errors: ClientErrorListing[] }>()({
  name: 'listClientErrors',
  summary: "Uncaught errors of players' pages on the operator's sites, most recently seen first.",
  roles: ALL,
  changes: false,
  params: z.strictObject({
    siteId: id.optional(),
    limit: z.number().int().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(DB_INT_MAX).optional(),
    ...listOrder(CLIENT_ERROR_SORTS),
  }),
  siteOf: (p) => p.siteId,
});
