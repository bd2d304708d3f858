import { describe, expect, it } from 'vitest';
import { hashKey, keyMatches, newTicketCodes } from '../../../../server/domain/tickets/ticketCodes';
import {
  TICKET_CHECK_DAYS,
  ticketState,
  type TicketFacts,
} from '../../../../server/domain/tickets/ticketState';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2030, 5, 1);
const ended: TicketFacts = {
  reprintedAs: null,
  refunded: false,
  refundPhase: null,
  status: 'ENDED',
  endedAt: NOW - DAY,
  prizeMinor: 0,
  paid: true,
};

describe('ticket check states', () => {
  it('maps every situation to the spec state, by hand', () => {
    const table: [string, TicketFacts | null, string][] = [
      ['unknown id or wrong key', null, 'invalid'],
      ['replaced by a reprint', { ...ended, reprintedAs: 'T2' }, 'reprinted'],
      ['reprinted wins over cancelled', { ...ended, reprintedAs: 'T2', refunded: true }, 'reprinted'],
      ['cancelled by the player', { ...ended, status: 'OPEN', refunded: true }, 'cancelled'],
      ['game being refunded', { ...ended, status: 'CLOSED', refundPhase: 'refunding' }, 'cancelled'],
      ['game refunded', { ...ended, status: 'REFUNDED' }, 'cancelled'],
      ['open', { ...ended, status: 'OPEN', endedAt: null }, 'notStarted'],
      ['closed', { ...ended, status: 'CLOSED', endedAt: null }, 'notStarted'],
      ['ready', { ...ended, status: 'READY', endedAt: null }, 'notStarted'],
      ['start failed, retrying', { ...ended, status: 'RETRY', endedAt: null }, 'notStarted'],
      [
        'playing, already settled',
        { ...ended, status: 'STARTED', endedAt: null, prizeMinor: 500 },
        'notEnded',
      ],
      ['won and credited', { ...ended, prizeMinor: 500 }, 'cashed'],
      ['won, credit pending', { ...ended, prizeMinor: 500, paid: false }, 'winning'],
      ['lost', ended, 'notAWin'],
      ['lost, at the end of the window', { ...ended, endedAt: NOW - TICKET_CHECK_DAYS * DAY }, 'notAWin'],
      ['lost, window passed', { ...ended, endedAt: NOW - TICKET_CHECK_DAYS * DAY - 1 }, 'expired'],
      ['won long ago stays cashed', { ...ended, endedAt: NOW - 400 * DAY, prizeMinor: 1 }, 'cashed'],
    ];
    for (const [label, facts, state] of table)
      expect([label, ticketState(facts, NOW)]).toEqual([label, state]);
  });
});

describe('ticket codes', () => {
  it('are random, readable, and keep only a hash of the key', () => {
    const a = newTicketCodes();
    const b = newTicketCodes();
    expect(a.ticketId).toMatch(/^T[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(a.secureKey).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(a.ticketId).not.toBe(b.ticketId);
    expect(a.secureKeyHash).toBe(hashKey(a.secureKey));
    expect(a.secureKeyHash).not.toContain(a.secureKey);
    expect(keyMatches(a.secureKey, a.secureKeyHash)).toBe(true);
    expect(keyMatches(` ${a.secureKey.toLowerCase()} `, a.secureKeyHash)).toBe(true); // as typed from paper
    expect(keyMatches(b.secureKey, a.secureKeyHash)).toBe(false);
    expect(keyMatches(a.secureKey, 'not-hex')).toBe(false);
  });
});
