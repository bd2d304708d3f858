import { FaultCode, RpcFault } from '../../protocol/faults';
import { CashierError } from '../domain/cashier/cashierError';
import { CouponError } from '../domain/coupons/couponError';
import { InsufficientFundsError } from '../domain/ledger/errors';

/**
 * Domain refusals as protocol faults: coupon codes 50..62 as themselves, a cashier refusal tied to
 * a param as Server.Validation on it, any other as Server.Processing saying what (with a stable
 * reason key in detail). Anything else passes on to the dispatcher, which hides it.
 */
export async function cashierFaults<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CouponError) throw new RpcFault(String(error.code), error.message);
    if (error instanceof CashierError) {
      if (error.field)
        throw new RpcFault(FaultCode.Validation, error.message, { [error.field]: 'validation.invalid' });
      throw new RpcFault(FaultCode.Processing, error.message, { reason: error.reason });
    }
    if (error instanceof InsufficientFundsError)
      throw new RpcFault(FaultCode.Processing, 'Insufficient funds', { reason: 'insufficientFunds' });
    throw error;
  }
}
