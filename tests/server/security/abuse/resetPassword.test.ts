// Finding (issue 36): resetPassword hashed the new password (a full argon2 hash) before it looked
// at the token, so every bogus call cost the server a hash. The token is now checked first, and
// reset calls are limited per client address. The hashes are counted through the players
// service's hashPassword (no module mock: the server project shares one module graph per worker).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { tokenFromMessage } from '../../../../server/domain/messaging/templates';
import { hashPassword } from '../../../../server/domain/players/password';
import { createPlayersService, type PlayersService } from '../../../../server/domain/players/service';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

describe('resetPassword checks the token before any hashing, and is limited per client', () => {
  let rig: Rig;
  let players: PlayersService;
  let hashes = 0;
  beforeAll(async () => {
    rig = await createRig();
    // The server's own players service on the same database, but counting its hashes.
    players = createPlayersService({
      db: rig.services.db,
      sessions: rig.services.sessions,
      clock: rig.clock,
      hashPassword: (password) => {
        hashes++;
        return hashPassword(password);
      },
    });
  });
  afterAll(() => rig.close());

  it('answers 0 for a bogus token without hashing the new password', async () => {
    for (let i = 0; i < 5; i++) expect(await players.resetPassword(`bogus${i}`, 'abc123')).toBe(0);
    expect(hashes).toBe(0);
    expect(await rig.ok('resetPassword', { token: 'bogus', newPassword: 'abc123' }, { ip: freshIp() })).toBe(
      0,
    );
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
    expect(await players.resetPassword(token, 'xyz789')).toBe(1);
    expect(hashes).toBe(1);
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
