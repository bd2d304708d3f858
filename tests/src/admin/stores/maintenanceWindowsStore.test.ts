import { describe, expect, it } from 'vitest';
import { MaintenanceWindowsStore } from '../../../../src/admin/stores/MaintenanceWindowsStore';
import { fakeClient } from './fakeClient';

describe('MaintenanceWindowsStore', () => {
  it("lists the windows of the site scheduled on, and forgets another site's list when the site changes", async () => {
    const { client, calls } = fakeClient({
      listMaintenanceWindows: (p) => ({ windows: [{ windowId: 1, siteId: p.siteId }] }),
      scheduleMaintenance: () => ({ window: {} }),
    });
    const store = new MaintenanceWindowsStore(client);
    await store.load(1);
    expect(store.windows).toEqual([{ windowId: 1, siteId: 1 }]);
    const loading = store.load(2);
    expect(store.windows).toEqual([]);
    await loading;
    await store.schedule({ siteId: 2, from: 1, to: 2, message: '' }, 'Scheduled.');
    expect(calls.at(-1)).toEqual({ call: 'listMaintenanceWindows', params: { siteId: 2 } });
    expect(store.notice).toBe('Scheduled.');
  });
});
