import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../src/stores/RootStore';
import { FakeTransport } from '../fakes/FakeTransport';

// Spec sections 5 and 8: the processing dialog is up while a long call is on its way (deposits,
// withdrawals, joins) and hidden at once by a connection fault or a disconnect.
function setup() {
  const transport = new FakeTransport();
  return { transport, root: new RootStore({ transport, memberId: 1 }) };
}

describe('processing', () => {
  it('is up while the call runs and down when it settles, even when it fails', async () => {
    const { root } = setup();
    let finish!: () => void;
    const call = root.ui.whileProcessing(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(root.ui.processing).toBe(1);
    finish();
    await call;
    expect(root.ui.processing).toBe(0);
    await expect(root.ui.whileProcessing(() => Promise.reject(new Error('declined')))).rejects.toThrow();
    expect(root.ui.processing).toBe(0);
  });

  it('a connection fault hides it while the call still waits', () => {
    const { root } = setup();
    void root.ui.whileProcessing(() => new Promise(() => undefined)).catch(() => undefined);
    root.connectionSupervisor.onFault({
      call: 'getDepositStep',
      fault: { code: 'Client.Error.RequestTimeout', message: 'Request timed out.' },
    } as never);
    expect(root.ui.processing).toBe(0);
  });

  it('a deposit shows it until the cashier answers', async () => {
    const { root, transport } = setup();
    let answer!: (step: unknown) => void;
    transport.respond('getDepositStep', () => new Promise((resolve) => (answer = resolve)));
    transport.respond('validateCoupon', {
      valid: true,
      couponAmount: 10,
      currencyId: 'USD',
      instantCoupon: true,
    });
    const cashier = await root.stores.load('cashier');
    cashier.deposit.set('amount', '10');
    cashier.deposit.set('couponCode', 'WELCOME');
    const submitted = cashier.submitDeposit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.ui.processing).toBe(1);
    answer({ step: 'done' });
    await submitted;
    expect(root.ui.processing).toBe(0);
  });
});
