// Finding (issue 36): resetPassword hashed the new password (a full argon2 hash) before it looked
// at the token, so every bogus call cost the server a hash. The token is now checked first, and
// reset calls are limited per client address.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { tokenFromMessage } from '../../../../server/domain/messaging/templates';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../server/domain/players/password', async (original) => {
  const real = await original<typeof import('../../../../server/domain/players/password')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

describe('resetPassword checks the token before any hashing, and is limited per client', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  it('answers 0 for a bogus token without hashing the new password', async () => {
    const before = hashes.count;
    for (let i = 0; i < 5; i++)
      expect(
        await rig.ok('resetPassword', { token: `bogus${i}`, newPassword: 'abc123' }, { ip: freshIp() }),
      ).toBe(0);
    expect(hashes.count).toBe(before);
  });

  it('still resets with a live token (one hash)', async () => {
    const params = quickRegistration();
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    await rig.ok(
      'requestResetPassword',
      { memberId: 1, usernameOrEmail: params.username },
      { ip: freshIp() },
    );
    // The reset mail itself: the registration's confirmation mail may be stored after it.
    const mails = await outboxRepo.list(rig.services.db, { recipient: params.email, limit: 5 });
    const token = tokenFromMessage(mails.find((m) => m.subject.includes('reset'))!.body)!;
    const before = hashes.count;
    expect(await rig.ok('resetPassword', { token, newPassword: 'xyz789' }, { ip: freshIp() })).toBe(1);
    expect(hashes.count).toBe(before + 1);
    await rig.login(params.username, 'xyz789');
  });

  it('refuses more than 20 reset calls an hour from one client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      await rig.ok('resetPassword', { token: `guess${i}`, newPassword: 'abc123' }, { ip });
    expect(
      await rig.fault('resetPassword', { token: 'guess20', newPassword: 'abc123' }, { ip }),
    ).toMatchObject({
      code: 'Server.RateLimited',
    });
    expect(
      await rig.ok('resetPassword', { token: 'guess21', newPassword: 'abc123' }, { ip: freshIp() }),
    ).toBe(0);
  });
});
