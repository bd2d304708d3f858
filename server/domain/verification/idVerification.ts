import { PushEvent, Topic } from '../../../protocol/events';
import type { VerificationRequest } from '../../../protocol/calls/verification';
import type { ResolvedDeps } from '../players/deps';
import { playersRepo } from '../players/repository';
import { toPlayer } from '../players/toPlayer';
import { validationFault } from '../players/validationFault';
import { readDocument } from './document';
import { announceVerification } from './events';
import { toVerificationRequest, verificationRequestsRepo } from './requestsRepo';

export interface IdDocumentInput {
  documentType: string;
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

/** Files an identity check with its document; an operator answers it (scripts/operator.ts verify-id). */
export async function requestIdVerification(deps: ResolvedDeps, playerId: number, input: IdDocumentInput) {
  const document = documentOf(deps, input.documentImage, 'documentImage');
  const row = await verificationRequestsRepo.insert(deps.db, {
    playerId,
    kind: 'id',
    question: 'Identity document',
    documentType: input.documentType,
    documentNumber: input.documentNumber,
    documentMime: document?.mime,
    document: document?.bytes,
    now: deps.clock.now(),
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
 * Operator decision on an open request: the player's id flag, date and status follow, and the
 * idVerification event tells the client. False when there is no such open request.
 */
export async function reviewRequest(deps: ResolvedDeps, requestId: number, status: 'VERIFIED' | 'REJECTED') {
  const now = deps.clock.now();
  const player = await deps.db.tx(async (q) => {
    const row = await verificationRequestsRepo.transition(q, {
      id: requestId,
      from: ['PENDING', 'ANSWERED', 'SUBMITTED'],
      to: status,
      now,
    });
    if (!row) return null;
    const verified = status === 'VERIFIED';
    return playersRepo.update(
      q,
      row.player_id,
      {
        verification: {
          idVerified: verified,
          idVerifiedDate: verified ? now : null,
          verificationStatus: status,
        },
      },
      now,
    );
  });
  if (!player) return false;
  announceVerification(deps.push, toPlayer(player), 'idVerification', {
    verified: status === 'VERIFIED',
    verifiedDate: status === 'VERIFIED' ? now : null,
    verificationStatus: status,
  });
  reload(deps, player.id, requestId);
  return true;
}
