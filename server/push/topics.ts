import { FaultCode, RpcFault } from '../../protocol/faults';
import type { SessionInfo } from '../ports/session';

const PUBLIC_TOPIC = /^(lobby(\.[1-9][0-9]{0,9})?|bingo\.[1-9][0-9]{0,15})$/;
const PRIVATE_TOPIC = /^(cashier|player)\.([1-9][0-9]{0,9})$/;

/**
 * Who may listen to a topic (PROTOCOL.md, Topics): `lobby` and `lobby.{memberId}` are open to all;
 * `cashier.{playerId}` and `player.{playerId}` only to that player's own session. Throws the fault
 * to answer with: 101 without a session, 102 for another player's topic, Server.BadRequest for a
 * name that is no topic at all.
 */
export function assertMayListen(topic: unknown, session: SessionInfo | null): asserts topic is string {
  if (typeof topic !== 'string') throw new RpcFault(FaultCode.BadRequest, 'Unknown topic');
  if (PUBLIC_TOPIC.test(topic)) return;
  const match = PRIVATE_TOPIC.exec(topic);
  if (!match) throw new RpcFault(FaultCode.BadRequest, 'Unknown topic');
  if (!session) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
  if (Number(match[2]) !== session.playerId) throw new RpcFault(FaultCode.NotAuthorised, 'Not your topic');
}

/** True for the topics that belong to one player and must be dropped when the session ends. */
export function isPrivateTopic(topic: string): boolean {
  return PRIVATE_TOPIC.test(topic);
}
