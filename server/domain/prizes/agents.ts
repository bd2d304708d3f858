import type { PrizeAgentConfig } from '../../config/prizeSchema';
import type { SessionInfo } from '../../ports/session';
import { CashierError } from '../cashier/cashierError';
import type { CashierDeps } from '../cashier/deps';
import { prizeItemsRepo } from './prizeItemsRepo';

/**
 * getPlayerPrizeItemAgents: where the player can collect one of their prize items: the item's
 * agents (all when it names none) that serve the player's site.
 */
export async function prizeItemAgents(deps: CashierDeps, session: SessionInfo, prizeId: number) {
  const row = await prizeItemsRepo.byId(deps.db, prizeId);
  if (!row || row.player_id !== session.playerId)
    throw new CashierError('prize.unknown', 'No such prize', 'prizeId');
  const wanted = new Set(row.item.agentIds);
  const serves = (a: PrizeAgentConfig) =>
    (wanted.size === 0 || wanted.has(a.id)) &&
    (a.memberIds.length === 0 || a.memberIds.includes(session.memberId));
  return deps.config.prizeAgents
    .filter(serves)
    .map((a) => ({ id: a.id, name: a.name, address: a.address, phone: a.phone }));
}
