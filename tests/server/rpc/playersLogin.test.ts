import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MUST_CHANGE_MESSAGE, loginErrorCode } from '../../../protocol/errors';
import { FaultCode } from '../../../protocol/faults';
import { sessionTopic } from '../../../server/domain/sessions/sessionTopic';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

const MINUTE = 60_000;

describe('login errors, lockout, rate limits and sessions', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  }, 240_000);
  afterAll(() => rig.close());

  /** A new player with password abc123; returns its username, email, phone and id. */
  const newPlayer = async (over: Record<string, unknown> = {}) => {
    const params = quickRegistration({ phone: `555-${Math.floor(Math.random() * 1e7)}`, ...over });
    const { playerId } = await rig.ok<{ playerId: number }>('playerRegistration', params, { ip: freshIp() });
    return { ...params, playerId };
  };
  const login = (username: string, password = 'abc123', ip = freshIp(), memberId = 1) =>
    rig.call('login', { memberId, username, password }, { ip });

  it('logs in by username, email or phone', async () => {
    const p = await newPlayer();
    for (const name of [p.username, p.email.toUpperCase(), p.phone!])
      expect(await login(name)).toMatchObject({ ok: true, result: { player: { id: p.playerId } } });
  });

  it('answers 103 for a wrong password and an unknown player alike', async () => {
    const p = await newPlayer();
    expect(await login(p.username, 'wrong1')).toMatchObject({
      ok: false,
      fault: { code: FaultCode.IncorrectCredentials },
    });
    expect(await login('nobody_at_all')).toMatchObject({
      ok: false,
      fault: { code: FaultCode.IncorrectCredentials },
    });
  });

  it('locks the account (106) after 3 failures until the lock time passes, and a success resets the count', async () => {
    const p = await newPlayer();
    expect((await login(p.username, 'wrong1')).ok).toBe(false);
    expect((await login(p.username)).ok).toBe(true); // resets the count
    expect((await login(p.username, 'wrong1')).ok).toBe(false);
    expect((await login(p.username, 'wrong2')).ok).toBe(false);
    const third = await login(p.username, 'wrong3');
    expect(third).toMatchObject({
      ok: false,
      fault: { code: FaultCode.AccountLocked, detail: { until: rig.clock.now() + 15 * MINUTE } },
    });
    // Even the right password is refused while locked.
    expect(await login(p.username)).toMatchObject({ ok: false, fault: { code: FaultCode.AccountLocked } });
    rig.clock.advance(14 * MINUTE);
    expect(await login(p.username)).toMatchObject({ ok: false, fault: { code: FaultCode.AccountLocked } });
    rig.clock.advance(1 * MINUTE);
    expect(await login(p.username)).toMatchObject({ ok: true });
  });

  it('gives concurrent guesses no more tries than the limit: nine wrong at once, then the right one is locked out', async () => {
    const p = await newPlayer();
    // Sent together, the guesses reach the database in any order; however they interleave, only
    // the limit's worth are checked: two answer 103, the one reaching the limit locks (106).
    const outcomes = await Promise.all(Array.from({ length: 9 }, (_, i) => login(p.username, `wrong${i}`)));
    const codes = outcomes.map((o) => (o.ok ? 'ok' : o.fault.code));
    expect(codes.filter((c) => c === FaultCode.IncorrectCredentials)).toHaveLength(2);
    expect(codes.filter((c) => c === FaultCode.AccountLocked)).toHaveLength(7);
    // The lock holds for the right password too.
    expect(await login(p.username)).toMatchObject({ ok: false, fault: { code: FaultCode.AccountLocked } });
  });

  it('answers 105 for an expired account and 107 for a self-restricted one', async () => {
    const expired = await newPlayer();
    const restricted = await newPlayer();
    await rig.services.db.query('UPDATE players SET expires_at = $2 WHERE id = $1', [
      expired.playerId,
      rig.clock.now(),
    ]);
    await rig.services.db.query('UPDATE players SET self_restricted_until = $2 WHERE id = $1', [
      restricted.playerId,
      rig.clock.now() + 7 * 24 * 60 * MINUTE,
    ]);
    expect(await login(expired.username)).toMatchObject({
      ok: false,
      fault: { code: FaultCode.AccountExpired },
    });
    expect(await login(restricted.username)).toMatchObject({
      ok: false,
      fault: { code: FaultCode.SelfRestricted },
    });
  });

  it('answers 104 when another player logs in within a live session on the site', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const { session } = await rig.login(a.username, 'abc123');
    const outcome = await rig.call(
      'login',
      { memberId: 1, username: b.username, password: 'abc123' },
      { session },
    );
    expect(outcome).toMatchObject({ ok: false, fault: { code: FaultCode.CannotReauthenticate } });
    // The same player logging in again in the session is a renewal, not an error.
    expect(
      (await rig.call('login', { memberId: 1, username: a.username, password: 'abc123' }, { session })).ok,
    ).toBe(true);
  });

  it('logs a flagged player in with changePassword, refuses other changes with "Password must be changed!" (115)', async () => {
    const p = await newPlayer();
    await rig.services.db.query('UPDATE players SET change_password = true WHERE id = $1', [p.playerId]);
    const { session } = await rig.login(p.username, 'abc123');
    expect((await rig.services.players.byId(p.playerId))?.changePassword).toBe(true);
    const refused = await rig.fault('updatePlayerLocale', { languageId: 'es_ES' }, { session });
    expect(refused).toEqual({ code: FaultCode.Processing, message: PASSWORD_MUST_CHANGE_MESSAGE });
    expect(loginErrorCode(refused)).toBe('115');
    expect(
      await rig.ok('changePassword2', { newPassword: 'new123', confirmPassword: 'new123' }, { session }),
    ).toBe(1);
    expect(await rig.ok('updatePlayerLocale', { languageId: 'es_ES' }, { session })).toBe(1);
    expect((await login(p.username, 'new123')).ok).toBe(true);
  });

  it('limits login attempts per address', async () => {
    const ip = freshIp();
    const outcomes = [];
    for (let i = 0; i < 31; i++) outcomes.push(await login(`ghost${i}`, 'abc123', ip));
    expect(outcomes.slice(0, 30).every((o) => !o.ok && o.fault.code === FaultCode.IncorrectCredentials)).toBe(
      true,
    );
    expect(outcomes[30]).toMatchObject({ ok: false, fault: { code: FaultCode.RateLimited } });
    rig.clock.advance(MINUTE);
    expect(await login('ghost', 'abc123', ip)).toMatchObject({
      fault: { code: FaultCode.IncorrectCredentials },
    });
  });

  it('limits login attempts per account from many addresses', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login('target_account', 'abc123', freshIp())) as { fault?: { code: string } });
    expect(codes[9].fault?.code).toBe(FaultCode.IncorrectCredentials);
    expect(codes[10].fault?.code).toBe(FaultCode.RateLimited);
  });

  it('keeps one session per site: the replaced one hears loginFromAnotherPlace and its token stops working', async () => {
    const p = await newPlayer();
    const first = await rig.login(p.username, 'abc123');
    rig.listen(sessionTopic(first.session.sessionId));
    rig.listen(`cashier.${p.playerId}`);
    const before = rig.pushes.length;
    const second = await rig.login(p.username, 'abc123');
    const pushes = rig.pushes.slice(before);
    expect(pushes).toEqual([
      expect.objectContaining({
        topic: sessionTopic(first.session.sessionId),
        event: 'loginFromAnotherPlace',
      }),
    ]);
    expect(await rig.services.sessions.resolve(first.token)).toBeNull();
    expect(await rig.services.sessions.resolve(second.token)).not.toBeNull();
    const [row] = await rig.services.db.query<{ ended_reason: string }>(
      'SELECT ended_reason FROM sessions WHERE token_hash = $1',
      [first.session.sessionId],
    );
    expect(row.ended_reason).toBe('replaced');
  });

  it('bans: every session ends with the banned push, logins answer 106; unban lets the player back', async () => {
    const p = await newPlayer();
    const { session, token } = await rig.login(p.username, 'abc123');
    rig.listen(sessionTopic(session.sessionId));
    const before = rig.pushes.length;
    expect(await rig.services.players.setBanned(p.playerId, true)).toBe(true);
    expect(rig.pushes.slice(before).map((push) => [push.topic, push.event])).toEqual([
      [sessionTopic(session.sessionId), 'banned'],
    ]);
    expect(await rig.services.sessions.resolve(token)).toBeNull();
    expect(await login(p.username)).toMatchObject({
      ok: false,
      fault: {
        code: FaultCode.AccountLocked,
        message: 'Your account has been locked! Please contact support for details.',
      },
    });
    await rig.services.players.setBanned(p.playerId, false);
    expect((await login(p.username)).ok).toBe(true);
  });

  it('expires sessions after the idle and the absolute limits, and logout ends the token', async () => {
    const p = await newPlayer();
    const idle = await rig.login(p.username, 'abc123');
    rig.clock.advance(31 * MINUTE);
    expect(await rig.services.sessions.resolve(idle.token)).toBeNull();
    const live = await rig.login(p.username, 'abc123');
    expect((await rig.call('logout', {}, { session: live.session })).ok).toBe(true);
    expect(await rig.services.sessions.resolve(live.token)).toBeNull();
  });

  it('loginWhitelabel takes a live token of the same player instead of the password', async () => {
    const p = await newPlayer();
    const { token } = await rig.login(p.username, 'abc123');
    const outcome = await rig.call('loginWhitelabel', { memberId: 1, username: p.username, token });
    expect(outcome).toMatchObject({ ok: true, result: { player: { id: p.playerId } } });
    expect(
      await rig.call('loginWhitelabel', { memberId: 1, username: p.username, token: 'nope' }),
    ).toMatchObject({
      ok: false,
      fault: { code: FaultCode.IncorrectCredentials },
    });
  });

  it('refuses control characters in the login name with a validation fault', async () => {
    expect(await login('bob\u0000')).toMatchObject({
      ok: false,
      fault: { code: FaultCode.Validation, detail: { username: 'validation.invalid' } },
    });
  });
});
