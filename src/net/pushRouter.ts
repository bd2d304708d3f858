import { runInAction } from 'mobx';
import type { PushMessage } from '../../protocol/events';
import type { Account, GameInstance } from '../../protocol/types';
import type { GamesBatch } from '../stores/lobby/LobbyStore';
import type { RootStore } from '../stores/RootStore';
import { ClientPushEvent as E } from './pushEvents';

type Handler = (root: RootStore, data: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Each pushed event mapped to store actions; a Map so a pushed name can never reach a prototype. */
const handlers = new Map<string, Handler>([
  [E.gamesBatch, (root, data: GamesBatch) => root.lobby.applyBatch(data)],
  [E.gameUpdate, (root, data: { game: GameInstance }) => data?.game && root.lobby.add(data.game)],
  [E.gameCreate, (root, data: { game: GameInstance }) => data?.game && root.lobby.add(data.game)],
  [E.gameDelete, (root, data: { gameInstanceId: number }) => root.lobby.remove(data?.gameInstanceId)],
  [E.gameRefunded, (root, data: { gameInstanceId: number }) => root.lobby.remove(data?.gameInstanceId)],
  [E.balanceUpdate, (root, data: { accounts?: Account[] } & Partial<Account>) =>
    root.session.applyAccounts(data?.accounts ?? (data?.accountId !== undefined ? [data as Account] : []))],
  [E.maintenance, (root, data: { enabled: boolean; message?: string }) => root.configuration.applyMaintenance(!!data?.enabled, data?.message)],
  [E.banned, (root) => root.session.forceLogout('banned')],
  [E.loginFromAnotherPlace, (root) => root.session.forceLogout('otherDevice')],
  [E.newVersion, (root) => root.ui.flagNewVersion()],
]);

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
    const handler = handlers.get(push.event);
    if (!handler) return false;
    runInAction(() => handler(this.root, push.data));
    return true;
  }

  resetSequences(): void {
    this.lastSeq.clear();
  }
}
