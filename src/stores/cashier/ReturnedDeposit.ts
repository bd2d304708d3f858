import { makeAutoObservable, runInAction } from 'mobx';
import type { DepositOrderState } from '../../../protocol/calls/cashier';
import type { OrderEvent } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';

/** What the page says of the deposit: the outcome, or that the payment is not the player's. */
export type ReturnedOutcome = 'pending' | 'deposited' | 'declined' | 'unknown' | 'error';

// The spec's Order event statuses (server/domain/cashier/orderStatus.ts).
const PUSHED_STATUS: Record<number, DepositOrderState['status']> = {
  2: 'completed',
  3: 'declined',
  4: 'cancelled',
};

/**
 * The deposit a payment provider sent the player back with (returnUrl?pid=<orderId>, spec section
 * 5): its state asked for on arrival, then moved on by the order push when it settles later.
 */
export class ReturnedDeposit {
  orderId: number | null = null;
  order: DepositOrderState | null = null;
  failed = false;
  loading = false;

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<ReturnedDeposit, 'deps'>(this, { deps: false });
  }

  get outcome(): ReturnedOutcome | null {
    if (this.orderId === null) return null;
    if (this.failed) return 'error';
    if (!this.order) return this.loading ? null : 'unknown';
    if (this.order.status === 'completed') return 'deposited';
    if (this.order.status === 'declined' || this.order.status === 'cancelled') return 'declined';
    return 'pending';
  }

  async load(orderId: number): Promise<void> {
    if (this.orderId === orderId && (this.order || this.loading)) return;
    this.orderId = orderId;
    this.order = null;
    this.failed = false;
    this.loading = true;
    try {
      const order = await this.deps.transport.call('getDepositOrder', { orderId });
      runInAction(() => (this.order = order));
    } catch (error) {
      console.warn('getDepositOrder failed', error);
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The order push of that deposit: settled or declined after the player came back. */
  onOrder(event: OrderEvent): void {
    const status = PUSHED_STATUS[event.orderStatus];
    if (this.order && event.orderId === this.order.orderId && status) this.order = { ...this.order, status };
  }

  clear(): void {
    this.orderId = null;
    this.order = null;
    this.failed = false;
  }
}
