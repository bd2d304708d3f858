import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import { runMessages } from '../../../scripts/messages';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

// The operator's maintenance switch (scripts/messages.ts) outlives its push: a page loaded later
// reads it from init, and the server itself closes registration (28) while it is on.
describe('maintenance switched by the operator', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const operator = (...args: string[]) => runMessages(args, { db: rig.services.db, clock: rig.clock });
  const flags = async (memberId: number) => {
    const { configuration } = await rig.ok<{ configuration: Record<string, unknown> }>('init', {
      filter: { memberId },
    });
    return [configuration.MAINTENANCE_ENABLED, configuration.MAINTENANCE_MESSAGE];
  };
  const register = () =>
    rig.call('playerRegistration', quickRegistration(), { ip: freshIp(), secure: false });

  it('holds for pages loaded after it and refuses registration, on that site only, until switched off', async () => {
    expect((await flags(1))[0]).toBe('false');
    await operator('maintenance', 'on', '--site', '1', 'Back at 10:00');
    expect(await flags(1)).toEqual(['true', 'Back at 10:00']);
    expect((await flags(15))[0]).toBe('false');

    const before = await rig.count('players');
    const refused = await register();
    expect(refused.ok ? null : refused.fault.code).toBe(FaultCode.RegistrationClosed28);
    expect(await rig.count('players')).toBe(before);

    await operator('maintenance', 'off', '--site', '1');
    expect((await flags(1))[0]).toBe('false');
    expect((await register()).ok).toBe(true);
  });

  it('a switch for every site covers each one; the later site switch wins', async () => {
    await operator('maintenance', 'on', 'Upgrading');
    expect(await flags(15)).toEqual(['true', 'Upgrading']);
    await operator('maintenance', 'off', '--site', '15');
    expect((await flags(15))[0]).toBe('false');
    expect((await flags(1))[0]).toBe('true');
    await operator('maintenance', 'off');
    expect((await flags(1))[0]).toBe('false');
  });
});
