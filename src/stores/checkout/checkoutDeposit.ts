import { action, runInAction } from 'mobx';
import type { DepositStepResult } from '../../../protocol/calls/cashier';
import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';
import { newRequestKey } from '../cashier/requestKey';
import { failureOf } from '../forms/faultMessage';
import type { CheckoutHost } from './checkoutHost';

// pay()'s card payment: charged once by its request key, polled until it settles.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The card payment of chargeAmount, sent once (recorded first) and polled until it settles. */
export const ensureDeposit = action(async (host: CheckoutHost): Promise<boolean> => {
  if (host.progress.depositDone) return true;
  const g = host.game;
  if (!g) {
    host.fail({ code: 'game', key: 'checkout.errors.noGame', text: '', fields: {} });
    return false;
  }
  host.stage = 'paying';
  if (!host.progress.depositKey) host.progress.depositKey = newRequestKey();
  const card = host.payment.values.cardNumber.replace(/[\s-]/g, '');
  const params = {
    method: 'card' as const,
    amount: host.chargeAmount,
    currencyId: g.currencyId,
    requestKey: host.progress.depositKey,
    returnUrl: '/checkout',
    // A repeat by key needs no card: the server answers the first payment's state.
    ...(card ? { paymentId: card } : {}),
  };
  // Recorded before sending: a request whose answer is lost may still have charged the card.
  host.progress.depositSent = true;
  host.save();
  let step: DepositStepResult;
  try {
    step = await host.deps.transport.call('getDepositStep', params);
    const until = Date.now() + host.timing.pollTimeoutMs;
    while (step.step !== 'done') {
      runInAction(() => {
        host.redirectUrl = step.step === 'redirect' ? (step.redirectUrl ?? null) : null;
        host.stage = step.step === 'redirect' ? 'verifying' : 'paying';
      });
      if (Date.now() > until) {
        host.fail({ code: 'pending', key: 'checkout.errors.paymentPending', text: '', fields: {} });
        return false;
      }
      await sleep(host.timing.pollMs);
      step = await host.deps.transport.call('getDepositStep', params);
    }
  } catch (error) {
    runInAction(() => failPayment(host, error));
    return false;
  }
  runInAction(() => {
    if (step.accounts) host.deps.session.applyAccounts(step.accounts);
    host.redirectUrl = null;
    host.progress.depositDone = true;
    host.save();
  });
  return true;
});

/**
 * A refused card moved nothing: the next attempt is a new payment with a new key. A payment
 * not found by its key (never reached the server) needs the card typed again.
 */
const failPayment = action((host: CheckoutHost, error: unknown): void => {
  const fault = toRpcFault(error);
  const failure = failureOf(error);
  const detail = (fault.detail ?? {}) as Record<string, string>;
  if (fault.code === FaultCode.Validation && detail.paymentId) {
    host.progress.depositSent = false;
    host.progress.depositKey = null;
    host.progress.step = 'payment';
    host.payment.setErrors({ cardNumber: 'deposit.card.number' });
    host.fail({ ...failure, key: 'checkout.errors.cardAgain' });
    return;
  }
  if (detail.reason === 'declined' || detail.reason === 'cancelled') {
    host.progress.depositSent = false;
    host.progress.depositKey = null;
    host.fail({ ...failure, key: 'checkout.errors.declined' });
    return;
  }
  host.fail(failure);
});
