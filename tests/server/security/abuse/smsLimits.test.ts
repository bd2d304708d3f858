// Finding (issue 36): SMS codes were limited per account only: 4 accounts sent 12 codes to one
// number. requestPhoneValidation now also counts per number (E.164, however it is spelt), per
// client address and per site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import type { SessionInfo } from '../../../../server/ports/session';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

describe('SMS codes are limited per number, per client address and per site', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const player = async (memberId = 1): Promise<SessionInfo> => {
    const params = quickRegistration({ memberId });
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    return (await rig.login(params.username, params.password, memberId)).session;
  };
  const request = (session: SessionInfo, phone: string, ip = freshIp()) =>
    rig.call('requestPhoneValidation', { phone }, { session, ip });
  const texts = async (to: string) =>
    (await outboxRepo.list(rig.services.db, { recipient: to, limit: 50 })).filter((m) => m.channel === 'sms');

  it('sends at most 3 codes an hour to one number, from any number of accounts', async () => {
    const spellings = ['+15550101010', '+1 555 010 1010', '0015550101010', '+1 (555) 010-1010'];
    const outcomes = [];
    for (const phone of spellings) outcomes.push(await request(await player(), phone));
    expect(outcomes.slice(0, 3).every((o) => o.ok)).toBe(true);
    expect(outcomes[3]).toMatchObject({ ok: false, fault: { code: 'Server.RateLimited' } });
    expect(await texts('+1 (555) 010-1010')).toEqual([]);
    rig.clock.advance(60 * 60_000);
    expect(await request(await player(), '+15550101010')).toMatchObject({ ok: true });
  });

  it('sends at most 10 codes an hour from one client address', async () => {
    const ip = freshIp();
    const outcomes = [];
    for (let i = 0; i < 11; i++) {
      const session = await player();
      outcomes.push(await request(session, `+1555020${String(i).padStart(4, '0')}`, ip));
    }
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    expect(outcomes[10]).toMatchObject({ ok: false, fault: { code: 'Server.RateLimited' } });
  });

  it('sends at most the site-wide number of codes', async () => {
    const site = rig.services.config.sites.find((s) => s.memberId === 15)!;
    site.limits.smsPerSite = { max: 2, windowMinutes: 60 };
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await request(await player(15), `+1555030000${i}`));
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false]);
  });
});
