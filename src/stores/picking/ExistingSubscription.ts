import { makeAutoObservable, runInAction } from 'mobx';
import type { RpcClient } from '../../net/RpcClient';

/**
 * Whether the player already subscribes to the game being picked, so the pick page can say so
 * before further draws are bought twice. hasPlayerGameSubscriptions answers cheaply (false for a
 * visitor or a player with none); only a yes asks which games the subscriptions are for.
 */
export class ExistingSubscription {
  /** The game an active subscription of the player's is for, once checked. */
  gameId: number | null = null;
  active = false;
  private asked: number | null = null;

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<ExistingSubscription, 'deps'>(this, { deps: false });
  }

  async check(gameId: number): Promise<void> {
    if (this.asked === gameId) return;
    this.asked = gameId;
    this.gameId = gameId;
    this.active = false;
    try {
      if (!(await this.deps.transport.call('hasPlayerGameSubscriptions', {}))) return;
      const list = await this.deps.transport.call('getPlayerGameSubscriptions', { gameId });
      if (this.asked !== gameId) return;
      runInAction(() => (this.active = list.some((s) => s.gameId === gameId && s.active)));
    } catch (error) {
      // Only a hint: the purchase itself is unaffected.
      console.warn('subscription check failed', error);
    }
  }

  /** Ask again next time (a login, a logout, a subscription just bought). */
  forget(): void {
    this.asked = null;
    this.active = false;
  }
}
