/** The cashier chunk. */
export { CashierPage } from './CashierPage';
export { WithdrawPage } from './WithdrawPage';
export { PendingWithdrawalPage } from './PendingWithdrawalPage';
export { CashierHistoryPage } from './CashierHistoryPage';
export { PrizesPage } from './PrizesPage';
export { PrizeDetailsPage } from './PrizeDetailsPage';
export { DepositRequestsPage } from './DepositRequestsPage';
