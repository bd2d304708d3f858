export { accountsRepo, type AccountRow } from './accounts';
export {
  transfer,
  transferBatch,
  transferBatchCall,
  ledgerError,
  type TransferEntry,
  type TransferRequest,
  type TransferResult,
} from './transfer';
export { InsufficientFundsError, UnbalancedTransferError } from './errors';
export { HouseAccount, type HouseAccountCode } from './houseAccounts';
export { moneyTx, type MoneyDeps, type MoneyQuery } from './moneyTx';
export { pushBalances } from './balancePush';
export { ledgerCheck, type LedgerCheckReport } from './check';
export { foldHouseDeltas } from './foldHouseDeltas';
export {
  createTransferCoalescer,
  type TransferCoalescer,
  type TransferCoalescerOptions,
} from './transferCoalescer';
