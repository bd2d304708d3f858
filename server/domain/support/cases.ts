import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { clientKey, normaliseEmail, siteCheck, wholeSite, type AttemptLimits } from '../limits';
import type { Mail, Mailer } from '../messaging/mailer';

export interface SupportCaseInput {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
}

export interface SupportCase extends SupportCaseInput {
  id: number;
  memberId: number;
  playerId: number | null;
  status: 'open' | 'closed';
  createdAt: number;
}

/** A logged-in player of the site who opens a case: the only sender ever acknowledged by mail. */
export interface SupportSender {
  playerId: number;
  /** The player's own address on file (not the form's), and whether they have confirmed it. */
  email: string | null;
  emailConfirmed: boolean;
}

export interface SupportCases {
  /**
   * The new case id, or -1 (spec section 4) when a limit is reached (per address, per client
   * address, per site); nothing is stored then. Only a player is acknowledged by mail.
   */
  create(
    site: SiteConfig,
    input: SupportCaseInput,
    from: { sender: SupportSender | null; ip: string },
  ): Promise<number>;
  list(filter: { memberId?: number; status?: 'open' | 'closed'; limit?: number }): Promise<SupportCase[]>;
  byId(id: number): Promise<SupportCase | null>;
  close(id: number): Promise<boolean>;
}

interface Row extends Record<string, unknown> {
  id: number;
  member_id: number;
  player_id: number | null;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  status: 'open' | 'closed';
  created_at: number;
}

const toCase = (r: Row): SupportCase => ({
  id: Number(r.id),
  memberId: r.member_id,
  playerId: r.player_id === null ? null : Number(r.player_id),
  name: r.name,
  email: r.email,
  category: r.category,
  subject: r.subject,
  message: r.message,
  status: r.status,
  createdAt: Number(r.created_at),
});

/**
 * The acknowledgement goes to the player's own address on file, never to the form's address, so
 * nobody can have the site mail a stranger. The caller's free text is quoted only to an address its
 * owner has confirmed: unconfirmed, it could still be someone else's.
 */
function acknowledgement(
  site: SiteConfig,
  id: number,
  input: SupportCaseInput,
  to: string,
  quote: boolean,
): Mail {
  const quoted = quote ? `\n\nYour message:\n${input.subject}\n${input.message}\n` : '\n';
  return {
    memberId: site.memberId,
    to,
    subject: `${site.siteName}: we received your message (case ${id})`,
    text:
      `Hello,\n\nThank you for contacting ${site.siteName}. Your case number is ${id}; ` +
      `we reply within 48 hours.${quoted}`,
  };
}

export function createSupportCases(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limits: AttemptLimits;
}): SupportCases {
  const { db, clock } = deps;
  return {
    async create(site, input, { sender, ip }) {
      const refused = await deps.limits.take([
        siteCheck(site, 'supportCasePerAddress', normaliseEmail(input.email)),
        siteCheck(site, 'supportCasePerClient', clientKey(ip)),
        wholeSite(site, 'supportCasePerSite'),
      ]);
      if (refused) return -1;
      const rows = await db.query<{ id: number }>(
        `INSERT INTO support_cases (member_id, player_id, name, email, category, subject, message, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          site.memberId,
          sender?.playerId ?? null,
          input.name,
          input.email,
          input.category,
          input.subject,
          input.message,
          clock.now(),
        ],
      );
      const id = Number(rows[0].id);
      if (sender?.email)
        await deps.mailer.send(acknowledgement(site, id, input, sender.email, sender.emailConfirmed));
      return id;
    },
    async list(filter) {
      const rows = await db.query<Row>(
        `SELECT * FROM support_cases WHERE ($1::int IS NULL OR member_id = $1) AND ($2::text IS NULL OR status = $2)
         ORDER BY id DESC LIMIT $3`,
        [filter.memberId ?? null, filter.status ?? null, filter.limit ?? 50],
      );
      return rows.map(toCase);
    },
    async byId(id) {
      const rows = await db.query<Row>('SELECT * FROM support_cases WHERE id = $1', [id]);
      return rows[0] ? toCase(rows[0]) : null;
    },
    async close(id) {
      const rows = await db.query(
        "UPDATE support_cases SET status = 'closed' WHERE id = $1 AND status = 'open' RETURNING 1",
        [id],
      );
      return rows.length > 0;
    },
  };
}
