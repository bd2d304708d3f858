import { runInAction } from 'mobx';
import { PushEvent, type PushEventData, type PushMessage } from '../../protocol/events';
import type { GameStatus } from '../../protocol/gameStatus';
import { displayMoney } from '../format/money';
import type { RootStore } from '../stores/RootStore';

type Handlers = { [E in keyof PushEventData]?: (root: RootStore, data: PushEventData[E]) => void };

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
  gamesBatch: (root, data) => root.lobby.applyBatch(data),
  gameUpdate: (root, data) => data.game && root.lobby.add(data.game),
  gameCreate: (root, data) => data.game && root.lobby.add(data.game),
  gameFull: (root, data) => data.game && root.lobby.add({ ...data.game, gameStatus: 'FULL' }),
  gameDelete: (root, data) => root.lobby.remove(data.gameInstanceId),
  // 'Game Refunded' only for a player who was in the game (spec section 4).
  gameRefunded: (root, data) => root.lobby.refunded(data.gameInstanceId),
  gameRescheduled: (root, data) => {
    if (root.lobby.games.get(data.gameInstanceId)?.playerInGame) root.lobby.noticeRescheduled();
    root.lobby.patch(data.gameInstanceId, data.timeStamp, {
      gameStatus: 'OPEN',
      tournamentStartTime: data.tournamentStartTime,
      registrationEndTime: data.registrationEndTime,
    });
  },
  playsAndPlayersUpdate: (root, { gameInstanceId, timeStamp, ...counts }) =>
    root.lobby.patch(gameInstanceId, timeStamp, counts),
  balanceUpdate: (root, data) => root.session.applyAccounts([data as never]),
  maintenance: (root, data) =>
    root.configuration.applyMaintenance(data.MAINTENANCE_ENABLED === 'true', data.MAINTENANCE_MESSAGE),
  globalUpdate: (root, data) => data.newVersion && root.ui.flagNewVersion(),
  globalMessage: (root, data) => root.ui.showAnnouncement(data),
  privateMessage: (root, data) => root.ui.showAnnouncement(data),
  // The cashier's and the bingo hall's stores load with their pages; a push for them loads them.
  order: (root, data) => root.stores.with('cashier', (cashier) => cashier.onOrder(data)),
  couponApplied: (root, data) => {
    const amount = displayMoney(data.amount, data.currencyId, root.configuration.currency(data.currencyId));
    root.stores.with('cashier', (cashier) => cashier.onCouponApplied(data, amount));
  },
  updatePlayerDetails: (root, data) => data.player && root.session.setPlayer(data.player),
  segment: (root, data) => root.session.patchVerification({ playerSegment: data.playerSegment }),
  realityCheck: (root, data) => root.responsibleGaming.realityCheck.show(data),
  emailVerification: (root, data) =>
    root.session.patchVerification({ emailVerified: data.verified, emailVerifiedDate: data.verifiedDate }),
  addressVerification: (root, data) =>
    root.session.patchVerification({
      addressVerified: data.verified,
      addressVerifiedDate: data.verifiedDate,
    }),
  phoneVerification: (root, data) => root.session.patchVerification({ phoneVerifiedDate: data.verifiedDate }),
  idVerification: (root, data) =>
    root.session.patchVerification({
      idVerified: data.verified,
      idVerifiedDate: data.verifiedDate,
      verificationStatus: data.verificationStatus,
    }),
  bingoCall: (root, data) => root.stores.peek('bingo')?.onCall(data),
  banned: (root) => root.session.forceLogout('banned'),
  loginFromAnotherPlace: (root) => root.session.forceLogout('otherDevice'),
};

/** Ready and registration end may open the play-game modal (spec section 4). */
const playModalEvents = new Set<string>([PushEvent.gameReady, PushEvent.registrationEnd]);

for (const [event, status] of statusEvents) {
  (handlers as Record<string, Handlers['gameStart']>)[event] = (root, data) => {
    if (data.game) root.lobby.add({ ...data.game, gameStatus: status });
    else root.lobby.patch(data.gameInstanceId, data.timeStamp, { gameStatus: status });
    if (playModalEvents.has(event)) root.playGame.consider(data.gameInstanceId);
  };
}

/** Handlers by event name in a Map, so a pushed name can never reach an object prototype. */
const handlerMap = new Map(Object.entries(handlers) as [string, (root: RootStore, data: unknown) => void][]);

/**
 * The one place pushes enter the stores. A push whose seq is not newer than the last one seen on
 * its topic is a duplicate or arrived late and is dropped; stores drop snapshots with an older
 * timeStamp themselves.
 */
export class PushRouter {
  private readonly lastSeq = new Map<string, number>();

  constructor(private readonly root: RootStore) {}

  /** Returns whether the push was applied. */
  route(push: PushMessage): boolean {
    const last = this.lastSeq.get(push.topic);
    if (typeof push.seq === 'number') {
      if (last !== undefined && push.seq <= last) return false;
      this.lastSeq.set(push.topic, push.seq);
    }
    const handler = handlerMap.get(push.event);
    if (!handler || push.data === undefined || push.data === null) return false;
    runInAction(() => handler(this.root, push.data));
    return true;
  }

  /** seq numbers restart with a new server process, so counting starts afresh on each connect. */
  resetSequences(): void {
    this.lastSeq.clear();
  }
}
