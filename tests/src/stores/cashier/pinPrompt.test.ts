import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import { RootStore } from '../../../../src/stores/RootStore';
import { PinPrompt } from '../../../../src/stores/cashier/PinPrompt';
import { FakeTransport } from '../../fakes/FakeTransport';
import { player, session } from '../../fakes/fixtures';

const step = {
  amount: 20,
  currencyId: 'USD',
  fee: 1,
  minAmount: 10,
  maxAmount: 1000,
  processingTime: '3 days',
  methods: ['bank'],
};

/** payoutSubmit as a pinRequired site answers it: the PIN 2468, nothing else. */
function pinGuardedSubmit(params: { pin?: string }) {
  if (params.pin === undefined) throw new RpcFault('Player.PinRequired', 'Enter your PIN');
  if (params.pin !== '2468') throw new RpcFault('Player.PinIncorrect', 'Incorrect PIN');
  return { success: 1 };
}

async function atConfirm() {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('login', { player: player(), token: 't' })
    .respond('loadPlayer', session())
    .respond('getWithdrawalStep', step)
    .respond('getWithdrawalStep2', { ...step, method: 'bank' })
    .respond('payoutSubmit', pinGuardedSubmit)
    .respond('getPendingWithdrawals', [])
    .respond('getPlayerAccounts', []);
  const root = new RootStore({ transport, memberId: 1 });
  await root.session.login('alice', 'pw');
  const cashier = root.cashier;
  cashier.setWithdrawAmount('20');
  await cashier.requestWithdrawal();
  return { transport, cashier, root };
}

const submits = (transport: FakeTransport) =>
  transport.calls.filter((c) => c.name === 'payoutSubmit').map((c) => (c.params as { pin?: string }).pin);

describe('the enter-PIN prompt (pinRequired)', () => {
  it('opens when the server asks for the PIN, and the withdrawal goes again with it', async () => {
    const { cashier, transport, root } = await atConfirm();
    const done = cashier.confirmWithdrawal();
    await when(() => cashier.pinPrompt.open);
    // The prompt is not hidden behind the processing dialog: no call is under way while it asks.
    expect(root.ui.processing).toBe(0);
    cashier.pinPrompt.submit('1111');
    await when(() => cashier.pinPrompt.error === 'incorrect');
    cashier.pinPrompt.submit('2468');
    expect(await done).toBe(true);
    expect(cashier.withdrawStage).toBe('done');
    expect(cashier.pinPrompt.open).toBe(false);
    expect(submits(transport)).toEqual([undefined, '1111', '2468']);
  });

  it('cancelled, hands the refusal back: the withdrawal is not made', async () => {
    const { cashier, transport } = await atConfirm();
    const done = cashier.confirmWithdrawal();
    await when(() => cashier.pinPrompt.open);
    cashier.pinPrompt.cancel();
    expect(await done).toBe(false);
    expect(cashier.withdrawStage).toBe('error');
    expect(cashier.withdrawFailure?.code).toBe('Player.PinRequired');
    expect(submits(transport)).toEqual([undefined]);
  });

  it('sends a player without a PIN to set one, without prompting', async () => {
    const { cashier, transport } = await atConfirm();
    transport.fault('payoutSubmit', 'Player.PinNotSet', 'Set a PIN');
    expect(await cashier.confirmWithdrawal()).toBe(false);
    expect(cashier.pinPrompt.open).toBe(false);
    expect(cashier.withdrawFailure).toMatchObject({ code: 'Player.PinNotSet', key: 'pin.notSet' });
  });

  it('passes other faults straight through', async () => {
    const prompt = new PinPrompt();
    await expect(
      prompt.withPin(() => Promise.reject(new RpcFault('Server.RateLimited', 'slow down'))),
    ).rejects.toMatchObject({ code: 'Server.RateLimited' });
    expect(prompt.open).toBe(false);
  });
});

describe('account settings PIN', () => {
  it('loads the status, checks the format here and the password on the server', async () => {
    const transport = new FakeTransport()
      .respond('getPlayerPinStatus', { required: true, set: false })
      .fault('setPlayerPin', '103', 'Incorrect password');
    const root = new RootStore({ transport, memberId: 1 });
    const pin = root.account.pin;
    await pin.load();
    expect(pin.status).toEqual({ required: true, set: false });
    expect(await pin.save('pw', '12')).toBe(false);
    expect(pin.failure?.key).toBe('pin.format');
    expect(await pin.save('wrong', '1234')).toBe(false);
    expect(pin.failure?.key).toBe('pin.wrongPassword');
    transport.respond('setPlayerPin', 1);
    expect(await pin.save('pw', '1234')).toBe(true);
    expect(pin.status).toEqual({ required: true, set: true });
    expect(transport.calls.at(-1)).toMatchObject({
      name: 'setPlayerPin',
      params: { password: 'pw', pin: '1234' },
    });
  });
});
