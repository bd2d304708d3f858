/** Spec section 3, Order event (pushed on the cashier topic and returned by deposit steps). */
export interface OrderEvent {
  orderType: number;
  orderStatus: number;
  orderAmount: number;
  amount?: number;
  orderId: number;
  currencyId: string;
  balanceUpdateEvent?: BalanceUpdate;
}

/** Spec section 3, Coupon event. */
export interface CouponEvent {
  instantCoupon: boolean;
  amount: number;
  currencyId: string;
}

/** A balance change; clients ignore one older than the timeStamp they hold (spec section 4). */
export interface BalanceUpdate {
  accountId: number;
  accountCurrency: string;
  accountBalance: number;
  timeStamp: number;
}

/** Spec section 3, Withdrawal. */
export interface Withdrawal {
  id: number;
  amount: number;
  currencyId: string;
  method: string;
  fee: number;
  processingTime: string;
  requestedOn: number;
  /** Sent to the payment provider: it can no longer be cancelled. */
  paying?: boolean;
}

/** Spec section 3, Prize. */
export interface Prize {
  id: number;
  value: number;
  currencyId: string;
  cashOption: number | null;
  wonDate: number;
  collectedDate: number | null;
  name?: string;
  /** 'cash': paid into cash when won; 'item': a prize item, claimed as the item or its cash option. */
  kind?: 'cash' | 'item';
  gameId?: number;
  gameInstanceId?: number;
  /** How a claimed prize item was taken. */
  claimedAs?: 'item' | 'cash' | null;
  /** Prize item fields (spec section 3); all but imageUrl are operator HTML. */
  imageUrl?: string;
  description?: string;
  sponsorText?: string;
  detailsText?: string;
}

export interface DepositRequest {
  id: number;
  amount: number;
  currencyId: string;
  method: string;
  status: string;
  createdOn: number;
}

/** Spec section 3, Search result. */
export interface SearchResult<T> {
  result: T[];
  totalCount: number;
}

export interface Transaction {
  id: number;
  type: string;
  amount: number;
  currencyId: string;
  balanceAfter: number;
  description: string;
  createdOn: number;
}
