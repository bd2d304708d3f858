// Spec section 8: "Demo user: some account features unavailable". A demo account plays but moves
// no real money and changes no identity: those calls answer 102 and change nothing (issue 34).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

describe('demo accounts', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const account = async (demo: boolean) => {
    const params = quickRegistration();
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    const login = await rig.login(params.username, params.password);
    if (demo) await rig.services.db.query('UPDATE players SET demo = true WHERE id = $1', [login.playerId]);
    return login.session;
  };

  it('refuses deposits, withdrawals and identity changes to a demo account with 102', async () => {
    const session = await account(true);
    for (const [call, params] of [
      ['getDepositStep', { method: 'card', amount: 20, currencyId: 'USD', paymentId: '4111111111111111' }],
      ['getWithdrawalStep', { amount: 10, currencyId: 'USD' }],
      ['updatePlayerEmail', { email: 'new.address@example.test', password: 'abc12345' }],
    ] as const)
      expect(await rig.call(call, params, { session })).toMatchObject({
        ok: false,
        fault: { code: FaultCode.NotAuthorised },
      });
    const [row] = await rig.services.db.query<{ email: string }>('SELECT email FROM players WHERE id = $1', [
      session.playerId,
    ]);
    expect(row.email).not.toBe('new.address@example.test');
  });

  it('lets a demo account use the rest, and a real account everything', async () => {
    const demo = await account(true);
    expect(await rig.call('getPlayerAccounts', {}, { session: demo })).toMatchObject({ ok: true });
    const real = await account(false);
    const step = await rig.call('getWithdrawalStep', { amount: 10, currencyId: 'USD' }, { session: real });
    expect(step.ok || step.fault.code !== FaultCode.NotAuthorised).toBe(true);
  });
});
