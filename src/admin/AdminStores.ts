import { OperatorClient } from './net/OperatorClient';
import { AuditStore } from './stores/AuditStore';
import { BingoRoomsStore } from './stores/BingoRoomsStore';
import { CashierStore } from './stores/CashierStore';
import { ClientErrorsStore } from './stores/ClientErrorsStore';
import { CouponRedemptionsStore } from './stores/CouponRedemptionsStore';
import { DepositsStore } from './stores/DepositsStore';
import { VerificationStore } from './stores/VerificationStore';
import { ContentStore } from './stores/ContentStore';
import { DashboardStore } from './stores/DashboardStore';
import { GamesStore } from './stores/GamesStore';
import { MaintenanceWindowsStore } from './stores/MaintenanceWindowsStore';
import { InstantPoolsStore } from './stores/InstantPoolsStore';
import { OperatorSessionStore } from './stores/OperatorSessionStore';
import { PlayerStore } from './stores/PlayerStore';
import { PlayersStore } from './stores/PlayersStore';
import { PromotionsStore } from './stores/PromotionsStore';
import { ReportsStore } from './stores/ReportsStore';
import { ResultsStore } from './stores/ResultsStore';
import { SitesStore } from './stores/SitesStore';
import { SupportStore } from './stores/SupportStore';

/** The console's stores, made once by the entry; pages get them through AdminContext. */
export interface AdminStores {
  session: OperatorSessionStore;
  sites: SitesStore;
  maintenance: MaintenanceWindowsStore;
  content: ContentStore;
  audit: AuditStore;
  games: GamesStore;
  results: ResultsStore;
  instantPools: InstantPoolsStore;
  bingoRooms: BingoRoomsStore;
  promotions: PromotionsStore;
  dashboard: DashboardStore;
  players: PlayersStore;
  player: PlayerStore;
  cashier: CashierStore;
  deposits: DepositsStore;
  couponRedemptions: CouponRedemptionsStore;
  support: SupportStore;
  reports: ReportsStore;
  clientErrors: ClientErrorsStore;
  verification: VerificationStore;
}

export function createAdminStores(storage: Storage | null, fetchImpl?: typeof fetch): AdminStores {
  const client = new OperatorClient(null, fetchImpl);
  return {
    session: new OperatorSessionStore(client, storage),
    sites: new SitesStore(client),
    maintenance: new MaintenanceWindowsStore(client),
    content: new ContentStore(client),
    audit: new AuditStore(client),
    games: new GamesStore(client),
    results: new ResultsStore(client),
    instantPools: new InstantPoolsStore(client),
    bingoRooms: new BingoRoomsStore(client),
    promotions: new PromotionsStore(client),
    dashboard: new DashboardStore(client),
    players: new PlayersStore(client),
    player: new PlayerStore(client),
    cashier: new CashierStore(client),
    deposits: new DepositsStore(client),
    couponRedemptions: new CouponRedemptionsStore(client),
    support: new SupportStore(client),
    reports: new ReportsStore(client),
    clientErrors: new ClientErrorsStore(client),
    verification: new VerificationStore(client),
  };
}
