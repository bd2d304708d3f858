import { makeAutoObservable, runInAction } from 'mobx';
import type { Subscription } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';

const MAX_CODE_LENGTH = 32;

export interface SubscriptionPromotionDeps {
  readonly transport: RpcClient;
}

/**
 * The subscribe flow's promotion: the code the player enters with further draws, the server's
 * reason when it refuses it (the server alone decides and charges the discount), and the
 * subscription just bought, whose discount and price paid come from the server.
 */
export class SubscriptionPromotion {
  code = '';
  /** The i18n key of the server's refusal (fault detail promotionCode), or null. */
  errorKey: string | null = null;
  bought: Subscription | null = null;

  constructor(private readonly deps: SubscriptionPromotionDeps) {
    makeAutoObservable<SubscriptionPromotion, 'deps'>(this, { deps: false });
  }

  setCode(code: string): void {
    this.code = code.slice(0, MAX_CODE_LENGTH);
    this.errorKey = null;
  }

  /** joinGame's promotion parameter, when a code is entered. */
  get params(): { promotionCode?: string } {
    const code = this.code.trim();
    return code ? { promotionCode: code } : {};
  }

  /** Takes the refusal from a join's fault: true when the fault was about the promotion. */
  refused(fault: { detail?: unknown }): boolean {
    const key = (fault.detail as { promotionCode?: unknown } | undefined)?.promotionCode;
    if (typeof key !== 'string') return false;
    this.errorKey = key;
    return true;
  }

  /** After a join that bought a subscription: what it cost, as the server recorded it. */
  async showBought(subscriptionId: number, gameId: number): Promise<void> {
    try {
      const list = await this.deps.transport.call('getPlayerGameSubscriptions', { gameId });
      runInAction(() => (this.bought = list.find((s) => s.id === subscriptionId) ?? null));
    } catch {
      // The purchase stands; /subDetails shows the same numbers.
    }
  }

  /** A new purchase: no refusal and no bought subscription shown; the code stays unless `all`. */
  clear(all = false): void {
    this.errorKey = null;
    this.bought = null;
    if (all) this.code = '';
  }
}
