export { accountsRepo, type AccountRow } from './accounts';
export { transfer, type TransferEntry, type TransferRequest, type TransferResult } from './transfer';
export { InsufficientFundsError, UnbalancedTransferError } from './errors';
