import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
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

export interface SupportCases {
  /** The new case id, or -1 (spec section 4) when the address is over its limit; nothing stored then. */
  create(site: SiteConfig, input: SupportCaseInput, playerId: number | null): Promise<number>;
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

function acknowledgement(site: SiteConfig, id: number, input: SupportCaseInput): Mail {
  return {
    memberId: site.memberId,
    to: input.email,
    subject: `${site.siteName}: we received your message (case ${id})`,
    text:
      `Hello ${input.name},\n\nThank you for contacting ${site.siteName}. Your case number is ${id}; ` +
      `we reply within 48 hours.\n\nYour message:\n${input.subject}\n${input.message}\n`,
  };
}

export function createSupportCases(deps: { db: Db; clock: Clock; mailer: Mailer }): SupportCases {
  const { db, clock } = deps;
  return {
    async create(site, input, playerId) {
      const now = clock.now();
      const since = now - site.support.windowMinutes * 60_000;
      const id = await db.tx(async (q) => {
        // One address at a time (advisory lock on its hash), so parallel posts cannot pass the limit.
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`support:${input.email.toLowerCase()}`]);
        const recent = await q.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM support_cases WHERE lower(email) = lower($1) AND created_at > $2',
          [input.email, since],
        );
        if (recent[0].n >= site.support.casesPerAddress) return -1;
        const rows = await q.query<{ id: number }>(
          `INSERT INTO support_cases (member_id, player_id, name, email, category, subject, message, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            site.memberId,
            playerId,
            input.name,
            input.email,
            input.category,
            input.subject,
            input.message,
            now,
          ],
        );
        return Number(rows[0].id);
      });
      if (id > 0) await deps.mailer.send(acknowledgement(site, id, input));
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
