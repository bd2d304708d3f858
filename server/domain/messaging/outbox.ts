import type { Clock } from '../../ports/clock';
import type { Queryable } from '../../storage/db';
import type { Mailer, Texter } from './mailer';

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  memberId: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: number;
}

interface OutboxRow extends Record<string, unknown> {
  id: number;
  channel: 'email' | 'sms';
  member_id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
}

export const outboxRepo = {
  async insert(q: Queryable, entry: Omit<OutboxEntry, 'id'>): Promise<void> {
    await q.query(
      `INSERT INTO outbox (channel, member_id, recipient, subject, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.channel, entry.memberId, entry.recipient, entry.subject, entry.body, entry.createdAt],
    );
  },

  /** Newest first; `recipient` narrows to one address or number. */
  async list(q: Queryable, options: { recipient?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
    const rows = await q.query<OutboxRow>(
      `SELECT * FROM outbox WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
       ORDER BY id DESC LIMIT $2`,
      [options.recipient ?? null, options.limit ?? 100],
    );
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      memberId: r.member_id,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at,
    }));
  },
};

/**
 * Mailer and Texter that store each message in the outbox table instead of delivering it. The
 * bodies hold live tokens, so the listing route exists only in development mode; `announce`
 * (development only) also hands each stored message on, for the server log.
 */
export function createOutbox(deps: {
  db: Queryable;
  clock: Clock;
  announce?: (entry: Omit<OutboxEntry, 'id'>) => void;
}): { mailer: Mailer; texter: Texter } {
  const { db, clock, announce } = deps;
  const store = async (entry: Omit<OutboxEntry, 'id'>) => {
    await outboxRepo.insert(db, entry);
    announce?.(entry);
  };
  return {
    mailer: {
      send: (mail) =>
        store({
          channel: 'email',
          memberId: mail.memberId,
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          createdAt: clock.now(),
        }),
    },
    texter: {
      send: (sms) =>
        store({
          channel: 'sms',
          memberId: sms.memberId,
          recipient: sms.to,
          subject: '',
          body: sms.text,
          createdAt: clock.now(),
        }),
    },
  };
}
