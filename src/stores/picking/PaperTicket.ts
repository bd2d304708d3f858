import { makeAutoObservable } from 'mobx';
import type { PlayerDetails } from '../../../protocol/types';

/** The holder printed on a paper ticket: the player, or whoever they buy it for. */
export interface TicketHolder {
  firstName: string;
  lastName: string;
  email: string;
}

export type TicketHolderField = keyof TicketHolder;

/** What the player is told to keep: the ticket's printed id and its secure key (shown once). */
export interface IssuedTicket {
  ticketId: string;
  secureKey: string;
}

// For comfort only: the server checks the holder with the protocol's rules and refuses the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The paper-ticket option of a join (purchaseTicket, spec "Purchase ticket request"): the same
 * plays, bought with a ticket whose id and secure key anyone holding it can check on /scan, the
 * player's own or a gift. The holder starts as the player's name and email; the secure key is
 * shown once, after the purchase (the server keeps only its hash).
 */
export class PaperTicket {
  wanted = false;
  holder: TicketHolder = { firstName: '', lastName: '', email: '' };
  issued: IssuedTicket | null = null;

  constructor(private readonly details: () => PlayerDetails | null) {
    makeAutoObservable<PaperTicket, 'details'>(this, { details: false });
  }

  /** Asked for or not; asking fills an empty holder from the player's account. */
  setWanted(wanted: boolean): void {
    this.wanted = wanted;
    const details = this.details();
    if (wanted && details && !this.holder.firstName && !this.holder.lastName && !this.holder.email)
      this.holder = { firstName: details.firstName, lastName: details.lastName, email: details.primaryEmail };
  }

  setHolder(field: TicketHolderField, value: string): void {
    this.holder = { ...this.holder, [field]: value };
  }

  /** The holder's fields still to fill in or correct; none when the ticket can be bought. */
  get problems(): TicketHolderField[] {
    const { firstName, lastName, email } = this.holder;
    return [
      ...(firstName.trim() ? [] : (['firstName'] as const)),
      ...(lastName.trim() ? [] : (['lastName'] as const)),
      ...(EMAIL.test(email.trim()) ? [] : (['email'] as const)),
    ];
  }

  /** The purchase's playerInfo: the holder, and the player's country (the ticket's jurisdiction). */
  playerInfo(): TicketHolder & { country: string } {
    const { firstName, lastName, email } = this.holder;
    return {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      country: this.details()?.country ?? '',
    };
  }

  issue(ticket: IssuedTicket): void {
    this.issued = ticket;
  }

  /** A new pick: the next join is a plain one unless asked again; the holder stays filled. */
  clear(): void {
    this.wanted = false;
    this.issued = null;
  }
}
