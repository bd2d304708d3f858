import { PushEvent, Topic } from '../../../protocol/events';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { MaintenanceWindow } from '../../../protocol/operator/maintenance';
import type { MaintenanceNotice } from '../../../protocol/types/site';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { appendAudit } from '../operators/auditLog';
import { queueOperatorMessage } from './operatorMessages';

type WindowRow = {
  id: number;
  member_id: number;
  starts_at: number;
  ends_at: number;
  message: string;
  status: MaintenanceWindow['status'];
  created_by: string;
  created_at: number;
};

const COLUMNS = 'id, member_id, starts_at, ends_at, message, status, created_by, created_at';

function toWindow(row: WindowRow): MaintenanceWindow {
  return {
    windowId: Number(row.id),
    siteId: Number(row.member_id),
    from: Number(row.starts_at),
    to: Number(row.ends_at),
    message: row.message,
    status: row.status,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
  };
}

/** The window the site's players are told of: the next one not yet begun; null when none is planned. */
export async function maintenanceNoticeOf(q: Queryable, memberId: number): Promise<MaintenanceNotice | null> {
  const [row] = await q.query<WindowRow>(
    `SELECT ${COLUMNS} FROM maintenance_windows WHERE member_id = $1 AND status = 'scheduled'
     ORDER BY starts_at, id LIMIT 1`,
    [memberId],
  );
  return row ? { from: Number(row.starts_at), to: Number(row.ends_at), message: row.message } : null;
}

/**
 * A new window of one site. One that ended already, or overlaps another window of the site still to
 * come or under way, is refused (the second would switch maintenance off inside the first).
 */
export async function scheduleWindow(
  q: Queryable,
  w: { memberId: number; from: number; to: number; message: string; by: string },
  now: number,
): Promise<MaintenanceWindow> {
  if (w.to <= now)
    throw new RpcFault(FaultCode.Validation, 'The window has ended already', { to: 'validation.past' });
  const [overlap] = await q.query<{ id: number }>(
    `SELECT id FROM maintenance_windows WHERE member_id = $1 AND status IN ('scheduled', 'active')
     AND starts_at < $3 AND ends_at > $2 LIMIT 1`,
    [w.memberId, w.from, w.to],
  );
  if (overlap)
    throw new RpcFault(OperatorFault.Conflict, `The window overlaps maintenance window ${overlap.id}`);
  const [row] = await q.query<WindowRow>(
    `INSERT INTO maintenance_windows (member_id, starts_at, ends_at, message, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [w.memberId, w.from, w.to, w.message, w.by, now],
  );
  return toWindow(row!);
}

/** A site's windows to come and under way, soonest first; with `past`, then the latest 50 others. */
export async function listWindows(
  q: Queryable,
  memberId: number,
  past = false,
): Promise<MaintenanceWindow[]> {
  const open = await q.query<WindowRow>(
    `SELECT ${COLUMNS} FROM maintenance_windows WHERE member_id = $1 AND status IN ('scheduled', 'active')
     ORDER BY starts_at, id`,
    [memberId],
  );
  const closed = past
    ? await q.query<WindowRow>(
        `SELECT ${COLUMNS} FROM maintenance_windows WHERE member_id = $1 AND status IN ('done', 'cancelled')
         ORDER BY starts_at DESC, id DESC LIMIT 50`,
        [memberId],
      )
    : [];
  return [...open, ...closed].map(toWindow);
}

/**
 * Cancels a window to come, or ends one under way (maintenance off, as at its end). The row is
 * locked, so of two cancels at once one goes through; a window over already answers Conflict.
 * The window as it was, and as it is.
 */
export async function cancelWindow(
  q: Queryable,
  memberId: number,
  windowId: number,
  clock: Clock,
): Promise<{ before: MaintenanceWindow; after: MaintenanceWindow }> {
  const [row] = await q.query<WindowRow>(
    `SELECT ${COLUMNS} FROM maintenance_windows WHERE id = $1 AND member_id = $2 FOR UPDATE`,
    [windowId, memberId],
  );
  if (!row)
    throw new RpcFault(OperatorFault.NotFound, `No maintenance window ${windowId} on site ${memberId}`);
  if (row.status !== 'scheduled' && row.status !== 'active')
    throw new RpcFault(OperatorFault.Conflict, `Maintenance window ${windowId} is ${row.status} already`);
  const now = clock.now();
  const status = row.status === 'active' ? 'done' : 'cancelled';
  const [after] = await q.query<WindowRow>(
    `UPDATE maintenance_windows SET status = $2, ended_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [windowId, status, now],
  );
  if (row.status === 'active')
    await queueOperatorMessage(
      { db: q, clock },
      { kind: 'maintenance', memberId, enabled: false, message: '' },
    );
  return { before: toWindow(row), after: toWindow(after!) };
}

/** Open pages of the site learn of its next window (or that none is planned) at once. */
export async function announceMaintenanceNotice(
  db: Queryable,
  push: PushHub,
  memberId: number,
): Promise<void> {
  push.publish(Topic.lobbyOf(memberId), PushEvent.maintenanceNotice, {
    notice: await maintenanceNoticeOf(db, memberId),
  });
}

/**
 * Begins the windows due and ends those over, in one transaction: each step is a conditional
 * UPDATE of the window's status, so with several processes sweeping exactly one takes each, and
 * its switch goes through operator_messages (the relay pushes it to every process's pages; init
 * reads it). Each step is written to the audit log as the schedule's. The sites whose notice
 * changed, for the caller to announce after the commit.
 */
export async function sweepWindows(deps: { db: Db; clock: Clock }): Promise<number[]> {
  const now = deps.clock.now();
  return deps.db.tx(async (q) => {
    const begun = await q.query<WindowRow>(
      `UPDATE maintenance_windows SET status = 'active', started_at = $1
       WHERE status = 'scheduled' AND starts_at <= $1 RETURNING ${COLUMNS}`,
      [now],
    );
    const ended = await q.query<WindowRow>(
      `UPDATE maintenance_windows SET status = 'done', ended_at = $1
       WHERE status = 'active' AND ends_at <= $1 RETURNING ${COLUMNS}`,
      [now],
    );
    const steps = [...begun.map((row) => ({ row, on: true })), ...ended.map((row) => ({ row, on: false }))];
    for (const { row, on } of steps) {
      const memberId = Number(row.member_id);
      const message = on ? row.message : '';
      await queueOperatorMessage(
        { db: q, clock: deps.clock },
        { kind: 'maintenance', memberId, enabled: on, message },
      );
      await appendAudit(q, {
        at: now,
        operator: row.created_by,
        ip: '(schedule)',
        action: on ? 'maintenanceWindowBegun' : 'maintenanceWindowEnded',
        siteId: memberId,
        target: `window ${row.id}`,
        after: { on, message },
        outcome: 'done',
      });
    }
    return [...new Set(begun.map((row) => Number(row.member_id)))];
  });
}
