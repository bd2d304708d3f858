// Finding (issue 36): one account sent 16 invitations in a row to one address. Now one sender
// invites one address (however it is spelt) at most once a week, one address gets at most 3
// invitations a day from all senders, and the sender's own words go out only once the sender's
// email is confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

describe('invitations are limited per recipient', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const sender = async (confirmed = false) => {
    const params = quickRegistration();
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    const login = await rig.login(params.username, params.password);
    if (confirmed)
      await rig.services.db.query(
        `UPDATE players SET verification = verification || '{"emailVerified": true}' WHERE id = $1`,
        [login.playerId],
      );
    return login.session;
  };
  const invite = (session: Awaited<ReturnType<typeof sender>>, email: string, message?: string) =>
    rig.ok('sendPlayerInvite', { email, ...(message ? { message } : {}) }, { session });
  const mailsTo = (recipient: string) => outboxRepo.list(rig.services.db, { recipient, limit: 50 });

  it('lets one sender invite one address once a week, however it is spelt', async () => {
    const session = await sender();
    expect(await invite(session, 'friend@example.test')).toBe(1);
    expect(await invite(session, 'Friend+again@example.test')).toBe('limit');
    expect(await invite(session, 'friend@example.test')).toBe('limit');
    expect(await mailsTo('friend@example.test')).toHaveLength(1);
    rig.clock.advance(7 * 24 * 3_600_000);
    expect(await invite(session, 'friend@example.test')).toBe(1);
  });

  it('gives one address at most 3 invitations a day from all senders', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await invite(await sender(), 'popular@example.test'));
    expect(outcomes).toEqual([1, 1, 1, 'limit']);
  });

  it("sends the sender's words only once the sender's email is confirmed", async () => {
    await invite(await sender(false), 'a@example.test', 'Win big at https://phish.example');
    expect((await mailsTo('a@example.test'))[0].body).not.toContain('phish');
    await invite(await sender(true), 'b@example.test', 'Join me for the Friday draw');
    expect((await mailsTo('b@example.test'))[0].body).toContain('Friday draw');
  });
});
