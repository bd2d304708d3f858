/**
 * Who a ticket was sold to (spec Purchase ticket request, playerInfo). Stored with the ticket so an
 * operator can tell the holder of a lost ticket before reprinting it (scripts/tickets.ts). It is
 * personal data: never logged, and never in checkTicketStatus's answer, which anyone holding the
 * printed ticket may ask for.
 */
export interface TicketHolder {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  country: string;
}

// A type, not an interface: row types must take the index signature of Row.
export type HolderColumns = {
  holder_first_name: string | null;
  holder_last_name: string | null;
  holder_email: string | null;
  holder_phone: string | null;
  holder_country: string | null;
};

/** The holder as stored; null for a ticket sold before holders were kept. */
export function holderOf(row: HolderColumns): TicketHolder | null {
  if (row.holder_first_name === null) return null;
  return {
    firstName: row.holder_first_name,
    lastName: row.holder_last_name ?? '',
    email: row.holder_email ?? '',
    ...(row.holder_phone ? { phone: row.holder_phone } : {}),
    country: row.holder_country ?? '',
  };
}

/** The values of the holder columns, in HolderColumns order. */
export function holderValues(holder: TicketHolder | null): (string | null)[] {
  return holder
    ? [holder.firstName, holder.lastName, holder.email, holder.phone ?? null, holder.country]
    : [null, null, null, null, null];
}
