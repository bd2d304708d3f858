import { OperatorClient } from './net/OperatorClient';
import { AuditStore } from './stores/AuditStore';
import { DashboardStore } from './stores/DashboardStore';
import { GamesStore } from './stores/GamesStore';
import { OperatorSessionStore } from './stores/OperatorSessionStore';
import { SitesStore } from './stores/SitesStore';

/** The console's stores, made once by the entry; pages get them through AdminContext. */
export interface AdminStores {
  session: OperatorSessionStore;
  sites: SitesStore;
  audit: AuditStore;
  games: GamesStore;
  dashboard: DashboardStore;
}

export function createAdminStores(storage: Storage | null, fetchImpl?: typeof fetch): AdminStores {
  const client = new OperatorClient(null, fetchImpl);
  return {
    session: new OperatorSessionStore(client, storage),
    sites: new SitesStore(client),
    audit: new AuditStore(client),
    games: new GamesStore(client),
    dashboard: new DashboardStore(client),
  };
}
