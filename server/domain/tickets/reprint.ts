import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import type { TicketHolder } from './holder';
import { newTicketCodes } from './ticketCodes';
import { ticketsRepo } from './ticketsRepo';

export type ReprintResult =
  | { ok: true; ticketId: string; secureKey: string; holder: TicketHolder | null; instanceId: number }
  | { ok: false; reason: string };

/**
 * Replaces a lost or damaged ticket (operator only, scripts/tickets.ts): the same join gets a new
 * printed id and secure key, and the old ticket checks as 'reprinted' from then on (spec Ticket
 * check states). Nothing about the plays or the money changes. The old row is locked, so two
 * reprints of one ticket cannot both succeed; a ticket already replaced is refused with the id of
 * its replacement, which is the one to reprint.
 */
export async function reprintTicket(db: Db, clock: Clock, ticketId: string): Promise<ReprintResult> {
  const id = ticketId.trim().toUpperCase();
  return db.tx(async (q) => {
    const old = await ticketsRepo.issued(q, id, { lock: true });
    if (!old) return { ok: false, reason: `no ticket ${id}` };
    if (old.reprintedAs)
      return { ok: false, reason: `ticket ${id} was already reprinted as ${old.reprintedAs}` };
    const codes = newTicketCodes();
    // The old ticket leaves the join's one live slot before its replacement takes it.
    await ticketsRepo.markReprinted(q, old.id, codes.ticketId);
    await ticketsRepo.insert(q, {
      id: codes.ticketId,
      secureKeyHash: codes.secureKeyHash,
      joinId: old.joinId,
      instanceId: old.instanceId,
      playerId: old.playerId,
      holder: old.holder,
      now: clock.now(),
    });
    return {
      ok: true,
      ticketId: codes.ticketId,
      secureKey: codes.secureKey,
      holder: old.holder,
      instanceId: old.instanceId,
    };
  });
}
