import { z } from 'zod';
import { freeText, id } from '../calls/schemas';
import { operatorCall, ALL, epochMs } from './spec';

export const MAINTENANCE_WINDOW_STATUSES = ['scheduled', 'active', 'done', 'cancelled'] as const;
export type MaintenanceWindowStatus = (typeof MAINTENANCE_WINDOW_STATUSES)[number];

/** A scheduled maintenance window of one site (times in epoch ms). */
export interface MaintenanceWindow {
  windowId: number;
  siteId: number;
  from: number;
  to: number;
  message: string;
  status: MaintenanceWindowStatus;
  createdBy: string;
  createdAt: number;
}

export const scheduleMaintenance = operatorCall<{ window: MaintenanceWindow }>()({
  name: 'scheduleMaintenance',
  summary:
    'Schedules a maintenance window: the server switches maintenance on at `from` and off at `to`; players are told in advance.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z
    .strictObject({ siteId: id, from: epochMs, to: epochMs, message: freeText(500) })
    .refine((p) => p.to > p.from, { message: 'validation.toBeforeFrom', path: ['to'] }),
  siteOf: (p) => p.siteId,
});

export const listMaintenanceWindows = operatorCall<{ windows: MaintenanceWindow[] }>()({
  name: 'listMaintenanceWindows',
  summary: "A site's maintenance windows to come and under way (with `past`, the latest 50 others too).",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id, past: z.boolean().optional() }),
  siteOf: (p) => p.siteId,
});

export const cancelMaintenance = operatorCall<{ done: true; window: MaintenanceWindow }>()({
  name: 'cancelMaintenance',
  summary: 'Cancels a window to come, or ends one under way now (maintenance off).',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ siteId: id, windowId: id }),
  siteOf: (p) => p.siteId,
});
