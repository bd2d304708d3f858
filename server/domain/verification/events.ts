import { PushEvent, Topic, type PushEventData } from '../../../protocol/events';
import type { PushHub } from '../../ports/pushHub';
import type { Player } from '../../../protocol/types';

type VerificationKind = 'emailVerification' | 'addressVerification' | 'phoneVerification' | 'idVerification';

/** A verification flag changed: the event on the cashier topic (protocol/events.ts) and fresh details. */
export function announceVerification<K extends VerificationKind>(
  push: PushHub,
  player: Player,
  event: K,
  data: PushEventData[K],
): void {
  push.publish(Topic.cashierOf(player.id), event, data);
  announceDetails(push, player);
}

/** The player's details changed (profile edits, segment): the client replaces its copy. */
export function announceDetails(push: PushHub, player: Player): void {
  push.publish(Topic.playerOf(player.id), PushEvent.updatePlayerDetails, { player });
}

export function announceSegment(push: PushHub, player: Player): void {
  push.publish(Topic.playerOf(player.id), PushEvent.segment, {
    playerSegment: player.verification.playerSegment,
  });
}
