// Operator commands for printed tickets, run against the server's storage:
//   npx tsx scripts/tickets.ts show <ticketId>      (state, game instance, holder, replacement)
//   npx tsx scripts/tickets.ts reprint <ticketId>   (new id and secure key; the old one checks 'reprinted')
// Storage comes from the same environment as the server (DATABASE_URL or DRAWHALL_DATA_DIR).
// The new secure key is printed once, for the new ticket: the server keeps only its hash.
import type { TicketHolder } from '../server/domain/tickets/holder';
import { reprintTicket } from '../server/domain/tickets/reprint';
import { ticketsRepo } from '../server/domain/tickets/ticketsRepo';
import { ticketState } from '../server/domain/tickets/ticketState';
import type { Clock } from '../server/ports/clock';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/tickets.ts show <ticketId>
  npx tsx scripts/tickets.ts reprint <ticketId>`;

function ticketIdOf(text: string | undefined): string {
  const id = (text ?? '').trim().toUpperCase();
  if (!/^T[0-9A-Z]{1,31}$/.test(id)) throw new UsageError(`not a ticket id: ${text ?? '(missing)'}`);
  return id;
}

const holderLine = (holder: TicketHolder | null) =>
  holder
    ? `holder: ${holder.firstName} ${holder.lastName}, ${holder.email}${holder.phone ? `, ${holder.phone}` : ''}, ${holder.country}`
    : 'holder: (not recorded)';

/** Runs one command; its output, or a thrown UsageError / Error. */
export async function runTickets(args: string[], deps: { db: Db; clock: Clock }): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  switch (command) {
    case 'show': {
      const id = ticketIdOf(rest[0]);
      const issued = await ticketsRepo.issued(deps.db, id);
      if (!issued) throw new Error(`no ticket ${id}`);
      const state = ticketState(await ticketsRepo.byId(deps.db, id), deps.clock.now());
      return [
        `ticket ${id}: ${state}`,
        `game instance ${issued.instanceId}, join ${issued.joinId}, player ${issued.playerId}`,
        `issued ${new Date(issued.createdAt).toISOString()}`,
        holderLine(issued.holder),
        ...(issued.reprintedAs ? [`reprinted as ${issued.reprintedAs}`] : []),
      ].join('\n');
    }
    case 'reprint': {
      const r = await reprintTicket(deps.db, deps.clock, ticketIdOf(rest[0]));
      if (!r.ok) throw new Error(r.reason);
      return [
        `ticket ${ticketIdOf(rest[0])}: reprinted`,
        `new ticket id: ${r.ticketId}`,
        `new secure key: ${r.secureKey}`,
        `game instance ${r.instanceId}`,
        holderLine(r.holder),
      ].join('\n');
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

async function main(args: string[]): Promise<string> {
  const db = await openServerStore();
  try {
    await migrate(db);
    return await runTickets(args, { db, clock: { now: () => Date.now() } });
  } finally {
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
