import { runInAction } from 'mobx';
import { PushEvent, type PushEventData, type PushMessage } from '../../protocol/events';
import type { GameStatus } from '../../protocol/gameStatus';
import { displayMoney } from '../format/money';
import type { ConfigurationStore } from '../stores/ConfigurationStore';
import type { PlayGameStore } from '../stores/games/PlayGameStore';
import type { InstantStore } from '../stores/instant/InstantStore';
import type { LazyStores } from '../stores/lazyStores';
import type { LobbyStore } from '../stores/lobby/LobbyStore';
import type { ResponsibleGamingStore } from '../stores/responsibleGaming/ResponsibleGamingStore';
import type { SessionStore } from '../stores/session/SessionStore';
import type { UiStore } from '../stores/UiStore';

/**
 * The stores pushes change (RootStore gives them); the cashier's and the bingo hall's load with
 * their pages, so a push for the cashier loads its store and a bingo call without one is dropped.
 */
export interface PushTargets {
  readonly lobby: LobbyStore;
  readonly session: SessionStore;
  readonly configuration: ConfigurationStore;
  readonly ui: UiStore;
  readonly responsibleGaming: ResponsibleGamingStore;
  readonly playGame: PlayGameStore;
  readonly instant: Pick<InstantStore, 'applyProgress'>;
  readonly stores: Pick<LazyStores, 'with' | 'peek'>;
}

type Handlers = { [E in keyof PushEventData]?: (to: PushTargets, data: PushEventData[E]) => void };

/** Status each lifecycle event sets (spec section 4, Game status). */
const statusEvents: [keyof PushEventData, GameStatus][] = [
  [PushEvent.registrationStart, 'OPEN'],
  [PushEvent.registrationEnd, 'CLOSED'],
  [PushEvent.gameReady, 'READY'],
  [PushEvent.gameStart, 'STARTED'],
  [PushEvent.gameEnd, 'ENDED'],
  [PushEvent.gameFailRetry, 'RETRY'],
];

const handlers: Handlers = {
  gamesBatch: (to, data) => to.lobby.applyBatch(data),
  gameUpdate: (to, data) => data.game && to.lobby.add(data.game),
  gameCreate: (to, data) => data.game && to.lobby.add(data.game),
  gameFull: (to, data) => data.game && to.lobby.add({ ...data.game, gameStatus: 'FULL' }),
  gameDelete: (to, data) => to.lobby.remove(data.gameInstanceId),
  // 'Game Refunded' only for a player who was in the game (spec section 4).
  gameRefunded: (to, data) => to.lobby.refunded(data.gameInstanceId),
  gameRescheduled: (to, data) => {
    if (to.lobby.games.get(data.gameInstanceId)?.playerInGame) to.lobby.noticeRescheduled();
    to.lobby.patch(data.gameInstanceId, data.timeStamp, {
      gameStatus: 'OPEN',
      tournamentStartTime: data.tournamentStartTime,
      registrationEndTime: data.registrationEndTime,
    });
  },
  playsAndPlayersUpdate: (to, { gameInstanceId, timeStamp, ...counts }) =>
    to.lobby.patch(gameInstanceId, timeStamp, counts),
  balanceUpdate: (to, data) => to.session.applyAccounts([data as never]),
  maintenance: (to, data) =>
    to.configuration.applyMaintenance(data.MAINTENANCE_ENABLED === 'true', data.MAINTENANCE_MESSAGE),
  richMedia: (to, data) => to.configuration.applyRichMedia(data.richMedia),
  maintenanceNotice: (to, data) => to.configuration.applyMaintenanceNotice(data.notice ?? null),
  siteUpdate: (to, data) => to.configuration.applySiteUpdate(data.site, data.currencies ?? []),
  globalUpdate: (to, data) => data.newVersion && to.ui.flagNewVersion(),
  globalMessage: (to, data) => to.ui.showAnnouncement(data),
  privateMessage: (to, data) => to.ui.showAnnouncement(data),
  // The cashier's and the bingo hall's stores load with their pages; a push for them loads them.
  order: (to, data) => {
    to.stores.with('cashier', (cashier) => cashier.onOrder(data));
    // A checkout tab the card issuer sent back (?pid=) shows that order too, if it is open.
    to.stores.peek('checkout')?.returned.onOrder(data);
  },
  couponApplied: (to, data) => {
    const amount = displayMoney(data.amount, data.currencyId, to.configuration.currency(data.currencyId));
    to.stores.with('cashier', (cashier) => cashier.onCouponApplied(data, amount));
  },
  updatePlayerDetails: (to, data) => data.player && to.session.setPlayer(data.player),
  segment: (to, data) => to.session.patchVerification({ playerSegment: data.playerSegment }),
  realityCheck: (to, data) => to.responsibleGaming.realityCheck.show(data),
  emailVerification: (to, data) =>
    to.session.patchVerification({ emailVerified: data.verified, emailVerifiedDate: data.verifiedDate }),
  addressVerification: (to, data) =>
    to.session.patchVerification({
      addressVerified: data.verified,
      addressVerifiedDate: data.verifiedDate,
    }),
  phoneVerification: (to, data) => to.session.patchVerification({ phoneVerifiedDate: data.verifiedDate }),
  idVerification: (to, data) =>
    to.session.patchVerification({
      idVerified: data.verified,
      idVerifiedDate: data.verifiedDate,
      verificationStatus: data.verificationStatus,
    }),
  bingoCall: (to, data) => to.stores.peek('bingo')?.onCall(data),
  instantProgress: (to, data) => to.instant.applyProgress(data),
  progressive: (to, data) => to.lobby.applyProgressive(data.gameId, data.progressiveAmount),
  playerJoin: (to, data) => to.lobby.applyPlayerJoin(data.gameInstanceId, data.playerPlaysInGame),
  reloadVerificationRequest: (to) =>
    to.stores.with('account', (account) => void account.verificationRequest.load()),
  banned: (to) => to.session.forceLogout('banned'),
  loginFromAnotherPlace: (to) => to.session.forceLogout('otherDevice'),
};

/** Ready and registration end may open the play-game modal (spec section 4). */
const playModalEvents = new Set<string>([PushEvent.gameReady, PushEvent.registrationEnd]);

for (const [event, status] of statusEvents) {
  (handlers as Record<string, Handlers['gameStart']>)[event] = (to, data) => {
    if (data.game) to.lobby.add({ ...data.game, gameStatus: status });
    else to.lobby.patch(data.gameInstanceId, data.timeStamp, { gameStatus: status });
    if (playModalEvents.has(event)) to.playGame.consider(data.gameInstanceId);
  };
}

/** Handlers by event name in a Map, so a pushed name can never reach an object prototype. */
const handlerMap = new Map(Object.entries(handlers) as [string, (to: PushTargets, data: unknown) => void][]);

/**
 * The one place pushes enter the stores. A push whose seq is not newer than the last one seen on
 * its topic is a duplicate or arrived late and is dropped; stores drop snapshots with an older
 * timeStamp themselves.
 */
export class PushRouter {
  private readonly lastSeq = new Map<string, number>();

  constructor(private readonly to: PushTargets) {}

  /** Returns whether the push was applied. */
  route(push: PushMessage): boolean {
    const last = this.lastSeq.get(push.topic);
    if (typeof push.seq === 'number') {
      if (last !== undefined && push.seq <= last) return false;
      this.lastSeq.set(push.topic, push.seq);
    }
    const handler = handlerMap.get(push.event);
    if (!handler || push.data === undefined || push.data === null) return false;
    runInAction(() => handler(this.to, push.data));
    return true;
  }

  /** seq numbers restart with a new server process, so counting starts afresh on each connect. */
  resetSequences(): void {
    this.lastSeq.clear();
  }
}
