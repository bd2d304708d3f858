import { PushEvent, Topic } from '../../../protocol/events';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { VerificationRequest } from '../../../protocol/calls/verification';
import { documentVerifies, type VerificationDocument } from '../../../protocol/idDocument';
import type { ResolvedDeps } from '../players/deps';
import { playersRepo } from '../players/repository';
import { toPlayer } from '../players/toPlayer';
import { validationFault } from '../players/validationFault';
import { readDocument } from './document';
import { announceVerification } from './events';
import type { Queryable } from '../../storage/db';
import { toVerificationRequest, verificationRequestsRepo, type RequestRow } from './requestsRepo';

export interface IdDocumentInput {
  documentType: VerificationDocument;
  documentNumber: string;
  documentImage?: string;
}

function documentOf(deps: ResolvedDeps, encoded: string | undefined, field: string) {
  if (encoded === undefined) return undefined;
  const doc = readDocument(encoded, deps.policy.idDocumentMaxBytes);
  if (!doc.ok) throw validationFault({ [field]: doc.key });
  return { mime: doc.mime, bytes: doc.bytes };
}

function reload(deps: ResolvedDeps, playerId: number, requestId: number): void {
  deps.push.publish(Topic.cashierOf(playerId), PushEvent.reloadVerificationRequest, { requestId });
}

/** Identity requests (each with a document up to idDocumentMaxBytes) one player may file per window. */
export const ID_REQUESTS_PER_WINDOW = 10;
export const ID_REQUEST_WINDOW_MS = 60 * 60_000;

/**
 * Files an identity check (or, for a proof of address, an address check) with its document; an
 * operator answers it (scripts/operator.ts verify-id, verify-address).
 * At most ID_REQUESTS_PER_WINDOW an hour per player, enough for retries and too few to fill the
 * disk. The count is of the stored requests, so every server process sees the same one, and it is
 * taken under the player's row lock, so simultaneous uploads cannot all pass on the same count.
 */
export async function requestIdVerification(deps: ResolvedDeps, playerId: number, input: IdDocumentInput) {
  const document = documentOf(deps, input.documentImage, 'documentImage');
  const now = deps.clock.now();
  const row = await deps.db.tx(async (q) => {
    await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    const recent = await verificationRequestsRepo.idRequestsAfter(q, playerId, now - ID_REQUEST_WINDOW_MS);
    if (recent >= ID_REQUESTS_PER_WINDOW)
      throw new RpcFault(FaultCode.RateLimited, 'Too many identity documents, try again later');
    const kind = documentVerifies(input.documentType);
    return verificationRequestsRepo.insert(q, {
      playerId,
      kind,
      question: kind === 'address' ? 'Proof of address' : 'Identity document',
      documentType: input.documentType,
      documentNumber: input.documentNumber,
      documentMime: document?.mime,
      document: document?.bytes,
      now,
    });
  });
  reload(deps, playerId, row.id);
  return row.id;
}

export async function lastVerificationRequest(
  deps: ResolvedDeps,
  playerId: number,
): Promise<VerificationRequest | null> {
  const row = await verificationRequestsRepo.lastOf(deps.db, playerId);
  return row ? toVerificationRequest(row) : null;
}

/** The player's text answer to a pending request: true when it was theirs and open. */
export async function replyToRequest(deps: ResolvedDeps, playerId: number, requestId: number, reply: string) {
  const row = await verificationRequestsRepo.transition(deps.db, {
    id: requestId,
    playerId,
    from: ['PENDING', 'ANSWERED'],
    to: 'ANSWERED',
    reply,
    now: deps.clock.now(),
  });
  if (row) reload(deps, playerId, row.id);
  return row !== null;
}

/** Hands the request (and an optional attachment) in for review. */
export async function submitRequest(
  deps: ResolvedDeps,
  playerId: number,
  requestId: number,
  attachment?: string,
) {
  const document = documentOf(deps, attachment, 'attachment');
  const row = await verificationRequestsRepo.transition(
    deps.db,
    { id: requestId, playerId, from: ['PENDING', 'ANSWERED'], to: 'SUBMITTED', now: deps.clock.now() },
    document,
  );
  if (row) reload(deps, playerId, row.id);
  return row !== null;
}

/**
 * Operator decision on an open request of `kind`: the player's id (or address) flag and date
 * follow, and the idVerification (addressVerification) event tells the client. False when there
 * is no such open request of that kind.
 */
export async function reviewRequest(
  deps: ResolvedDeps,
  requestId: number,
  status: 'VERIFIED' | 'REJECTED',
  kind: 'id' | 'address' = 'id',
  /** Runs in the decision's transaction once it is made (the console's audit row: both or neither). */
  within?: (q: Queryable, request: RequestRow) => Promise<void>,
) {
  const now = deps.clock.now();
  const verified = status === 'VERIFIED';
  const verifiedDate = verified ? now : null;
  const player = await deps.db.tx(async (q) => {
    const row = await verificationRequestsRepo.transition(q, {
      id: requestId,
      kind,
      from: ['PENDING', 'ANSWERED', 'SUBMITTED'],
      to: status,
      now,
    });
    if (!row) return null;
    await within?.(q, row);
    const verification =
      kind === 'address'
        ? { addressVerified: verified, addressVerifiedDate: verifiedDate }
        : { idVerified: verified, idVerifiedDate: verifiedDate, verificationStatus: status };
    return playersRepo.update(q, row.player_id, { verification }, now);
  });
  if (!player) return false;
  if (kind === 'address')
    announceVerification(deps.push, toPlayer(player), 'addressVerification', { verified, verifiedDate });
  else
    announceVerification(deps.push, toPlayer(player), 'idVerification', {
      verified,
      verifiedDate,
      verificationStatus: status,
    });
  reload(deps, player.id, requestId);
  return true;
}
