import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import { createPlayersService, type PlayersService } from '../../../server/domain/players/service';
import { createSessionService, type SessionService } from '../../../server/domain/sessions/service';
import { hashToken } from '../../../server/domain/sessions/tokens';
import type { Db } from '../../../server/storage/db';
import { FakeClock } from './support/fakeClock';
import { makePlayer } from './support/fixtures';
import { backends } from './support/testDb';

const MINUTE = 60_000;

describe.each(backends)('players and sessions on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  const clock = new FakeClock();
  let sessions: SessionService;
  let players: PlayersService;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    sessions = createSessionService({
      db,
      clock,
      policy: { idleMs: 30 * MINUTE, absoluteMs: 24 * 60 * MINUTE },
    });
    players = createPlayersService({ db, sessions });
    await makePlayer(db, { username: 'alice', email: 'Alice@Example.test' });
    await makePlayer(db, { username: 'alice', memberId: 2, email: 'alice2@example.test' });
  });
  afterAll(() => dispose());

  const loginFault = async (memberId: number, login: string, password: string) => {
    const error = await players.login(memberId, login, password).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcFault);
    return (error as RpcFault).code;
  };

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM players WHERE username = 'alice'",
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('secret12');
  });

  it('logs in by username or by email (case-insensitive) on the right site', async () => {
    const byName = await players.login(1, 'alice', 'secret12');
    expect(byName.player).toMatchObject({ username: 'alice', memberId: 1 });
    const byEmail = await players.login(1, 'ALICE@example.test', 'secret12');
    expect(byEmail.player.id).toBe(byName.player.id);
    const otherSite = await players.login(2, 'alice', 'secret12');
    expect(otherSite.player.id).not.toBe(byName.player.id);
  });

  it('answers a wrong password and an unknown player alike, with fault 103', async () => {
    expect(await loginFault(1, 'alice', 'wrong-pass1')).toBe(FaultCode.IncorrectCredentials);
    expect(await loginFault(1, 'nobody', 'secret12')).toBe(FaultCode.IncorrectCredentials);
    expect(await loginFault(3, 'alice', 'secret12')).toBe(FaultCode.IncorrectCredentials);
  });

  it('refuses a locked account with fault 106', async () => {
    await makePlayer(db, { username: 'locked' });
    await db.query("UPDATE players SET locked = true WHERE username = 'locked'");
    expect(await loginFault(1, 'locked', 'secret12')).toBe(FaultCode.AccountLocked);
  });

  it('stores only the token hash and resolves the token to the session', async () => {
    const { token, session } = await players.login(1, 'alice', 'secret12');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token])).toHaveLength(0);
    expect(session.sessionId).toBe(hashToken(token));
    expect(await sessions.resolve(token)).toMatchObject({
      playerId: session.playerId,
      memberId: 1,
      username: 'alice',
    });
    expect(await sessions.resolve('not-a-token')).toBeNull();
  });

  it('expires a session left idle for 30 minutes, and each use restarts the idle timer', async () => {
    const { token } = await players.login(1, 'alice', 'secret12');
    clock.advance(29 * MINUTE);
    expect(await sessions.resolve(token)).not.toBeNull(); // touches last_seen
    clock.advance(29 * MINUTE);
    expect(await sessions.resolve(token)).not.toBeNull();
    clock.advance(30 * MINUTE);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('marks a session seen at most once a minute, so most look-ups only read', async () => {
    const { token } = await players.login(1, 'alice', 'secret12');
    const lastSeen = async () =>
      Number(
        (
          await db.query<{ last_seen_at: number }>(
            'SELECT last_seen_at FROM sessions WHERE NOT revoked AND member_id = 1',
          )
        )[0].last_seen_at,
      );
    const loggedInAt = await lastSeen();
    clock.advance(30_000);
    expect(await sessions.resolve(token)).not.toBeNull();
    expect(await lastSeen()).toBe(loggedInAt);
    clock.advance(31_000);
    expect(await sessions.resolve(token)).not.toBeNull();
    expect(await lastSeen()).toBe(loggedInAt + 61_000);
  });

  it('expires a session 24 hours after login however busy', async () => {
    const { token } = await players.login(1, 'alice', 'secret12');
    // A use every 29 minutes never trips the idle limit: 49 uses reach 23.7 h, the 50th 24.2 h.
    for (let use = 1; use <= 50; use++) {
      clock.advance(29 * MINUTE);
      const live = await sessions.resolve(token);
      if (use < 50) expect(live).not.toBeNull();
      else expect(live).toBeNull();
    }
  });

  it('keeps one active session per player and site: a new login revokes the old', async () => {
    const first = await players.login(1, 'alice', 'secret12');
    const onOtherSite = await players.login(2, 'alice', 'secret12');
    const second = await players.login(1, 'alice', 'secret12');
    expect(second.replaced).toContain(first.session.sessionId);
    expect(await sessions.resolve(first.token)).toBeNull();
    expect(await sessions.resolve(second.token)).not.toBeNull();
    expect(await sessions.resolve(onOtherSite.token)).not.toBeNull();
  });

  it('revokes a session on logout', async () => {
    const { token, session } = await players.login(1, 'alice', 'secret12');
    expect(await sessions.revoke(session.sessionId)).toBe(true);
    expect(await sessions.resolve(token)).toBeNull();
    expect(await sessions.revoke(session.sessionId)).toBe(false);
  });
});
