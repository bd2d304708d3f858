import { createHash } from 'node:crypto';
import type { CallParams } from '../../../protocol/calls';
import type { CLIENT_ERROR_SORTS, ClientErrorListing } from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db, Queryable } from '../../storage/db';
import { clientKey, siteCheck, wholeSite, type AttemptLimits } from '../limits';

type Report = CallParams<'reportClientError'>;

// Uncaught errors of players' pages, kept for the operators (spec section 8). A report is text a
// stranger sends, so it is bounded (schema sizes, limits per client address and per site, one row
// per fingerprint) and scrubbed: what might name a player (an email, a long number such as a card
// or phone, a token) is masked before it is stored, and no player id or address is kept.

const MASKS: [RegExp, string][] = [
  [/[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[a-z]{2,}/gi, '[email]'],
  [/\b[a-f0-9]{24,}\b|\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
  [/\d[\d\s-]{5,}\d/g, '[number]'],
  [/([?&][^=\s&#]+=)[^\s&#]*/g, '$1[value]'],
];

/** The text with everything that might name a player masked. */
export function scrubbed(text: string): string {
  return MASKS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** The route without query string or fragment, and ids masked: /pick?id=5 and /pick?id=6 are one. */
export function routeOf(route: string): string {
  const path = route.split(/[?#]/, 1)[0] || '/';
  return scrubbed(path).replace(/\/\d+(?=\/|$)/g, '/[id]');
}

/** Stores one report (or counts it again); false when the client or the site is over its limit. */
export async function recordClientError(
  deps: { db: Db; clock: Clock; limits: AttemptLimits },
  site: SiteConfig,
  report: Report,
  ip: string | undefined,
): Promise<boolean> {
  const refused = await deps.limits.take([
    siteCheck(site, 'clientErrorPerClient', clientKey(ip ?? 'unknown')),
    wholeSite(site, 'clientErrorPerSite'),
  ]);
  if (refused) return false;
  const message = scrubbed(report.message);
  const stack = report.stack ? scrubbed(report.stack) : null;
  const firstFrame = stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
  const fingerprint = createHash('sha256').update(`${report.kind}\n${message}\n${firstFrame}`).digest('hex');
  const now = deps.clock.now();
  await deps.db.query(
    `INSERT INTO client_errors (member_id, fingerprint, kind, message, stack, route, release, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (member_id, fingerprint) DO UPDATE
       SET count = client_errors.count + 1, last_seen_at = $8, route = $6, release = coalesce($7, client_errors.release)`,
    [
      site.memberId,
      fingerprint,
      report.kind,
      message,
      stack,
      routeOf(report.route),
      report.release ?? null,
      now,
    ],
  );
  return true;
}

/** The errors of the sites in scope, most recently seen first, one page and the total. */
export async function listClientErrors(
  q: Queryable,
  filter: {
    sites: SiteScope;
    limit: number;
    offset: number;
    sort?: (typeof CLIENT_ERROR_SORTS)[number];
    dir?: 'asc' | 'desc';
  },
): Promise<{ total: number; errors: ClientErrorListing[] }> {
  const order = `${filter.sort === 'times' ? 'count' : 'last_seen_at'} ${filter.dir === 'asc' ? 'ASC' : 'DESC'}`;
  const scope = filter.sites === 'all' ? null : [...filter.sites];
  const where = 'WHERE ($1::int[] IS NULL OR member_id = ANY($1::int[]))';
  const [count] = await q.query<{ n: number }>(`SELECT count(*) AS n FROM client_errors ${where}`, [scope]);
  const rows = await q.query<{
    id: number;
    member_id: number;
    kind: string;
    message: string;
    stack: string | null;
    route: string;
    release: string | null;
    count: number;
    first_seen_at: number;
    last_seen_at: number;
  }>(`SELECT * FROM client_errors ${where} ORDER BY ${order}, id DESC LIMIT $2 OFFSET $3`, [
    scope,
    filter.limit,
    filter.offset,
  ]);
  return {
    total: Number(count?.n ?? 0),
    errors: rows.map((r) => ({
      errorId: Number(r.id),
      siteId: Number(r.member_id),
      kind: r.kind,
      message: r.message,
      stack: r.stack,
      route: r.route,
      release: r.release,
      count: Number(r.count),
      firstSeenAt: Number(r.first_seen_at),
      lastSeenAt: Number(r.last_seen_at),
    })),
  };
}
