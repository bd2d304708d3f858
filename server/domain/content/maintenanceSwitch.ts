import type { SiteConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';

export interface MaintenanceState {
  enabled: boolean;
  message: string;
}

/**
 * Whether a site is under maintenance now: the last switch an operator made for it, or for every
 * site (scripts/messages.ts maintenance on|off), else the site config's flag. The switch is read
 * from the stored command itself, so a page loaded after the push (and every server process, not
 * only the one that pushed it) sees the same state, and the server refuses what maintenance
 * closes (registration, error 28) as soon as the operator switched it.
 */
export async function maintenanceOf(q: Queryable, site: SiteConfig): Promise<MaintenanceState> {
  const [row] = await q.query<{ data: { enabled: boolean; message: string } }>(
    `SELECT data FROM operator_messages
     WHERE kind = 'maintenance' AND (member_id IS NULL OR member_id = $1)
     ORDER BY id DESC LIMIT 1`,
    [site.memberId],
  );
  if (!row) return { enabled: site.maintenance.enabled, message: site.maintenance.message };
  return { enabled: row.data.enabled, message: row.data.message };
}

/** The spec keeps the two client flags as text. */
export const maintenanceFlags = (state: MaintenanceState) => ({
  MAINTENANCE_ENABLED: state.enabled ? ('true' as const) : ('false' as const),
  MAINTENANCE_MESSAGE: state.message,
});
