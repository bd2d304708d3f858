import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateLetsThrough, joinGate } from '../../../../server/domain/responsibleGaming/joinGate';
import type { Db } from '../../../../server/storage/db';
import { makePlayer } from '../support/fixtures';
import { backends } from '../support/testDb';

// Spec section 4, Player segment and joining: an unverified email blocks play where the site's
// registration requires a verified one; elsewhere it does not.
describe.each(backends)('join gate: unverified email ($name)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  const gate = (playerId: number, emailVerificationRequired: boolean) =>
    joinGate(db, {
      playerId,
      gameInstanceId: 1,
      freerollNoDeposits: true,
      emailVerificationRequired,
      now: 5,
    });
  const refusals = async (playerId: number) =>
    (
      await db.query<{ rule: string }>('SELECT rule FROM rg_refusals WHERE player_id = $1 ORDER BY id', [
        playerId,
      ])
    ).map((r) => r.rule);

  it('refuses an unverified email only where the site requires it, and audits the refusal', async () => {
    const player = await makePlayer(db);
    expect(await gate(player.id, false)).toBeNull();
    expect(await gate(player.id, true)).toEqual({ rule: 'emailUnverified', detail: 'email not verified' });
    expect(await refusals(player.id)).toEqual(['emailUnverified']);

    await db.query(
      `UPDATE players SET verification = verification || '{"emailVerified": true}'::jsonb WHERE id = $1`,
      [player.id],
    );
    expect(await gate(player.id, true)).toBeNull();
    expect(await refusals(player.id)).toEqual(['emailUnverified']);
  });

  it('still answers segment A first: the country matters more than the email', async () => {
    const player = await makePlayer(db);
    await db.query("UPDATE players SET segment = 'A' WHERE id = $1", [player.id]);
    expect(await gate(player.id, true)).toMatchObject({ rule: 'segment' });
  });
});

// A join batch lets a join through on the row it read only where joinGate would, with no reads.
describe("the gate on a join batch's read", () => {
  const policy = { freerollNoDeposits: false, emailVerificationRequired: true };
  const verified = { segment: 'C', email_verified: true };

  it('lets a verified player of an open segment into a paid game', () => {
    expect(gateLetsThrough(verified, policy, false)).toBe(true);
  });

  it('sends to joinGate a closed segment, an unverified email where required, and a free roll needing a deposit', () => {
    expect(gateLetsThrough({ ...verified, segment: 'A' }, policy, false)).toBe(false);
    expect(gateLetsThrough({ ...verified, segment: 'A1' }, policy, false)).toBe(false);
    expect(gateLetsThrough({ ...verified, email_verified: null }, policy, false)).toBe(false);
    expect(gateLetsThrough(verified, policy, true)).toBe(false);
  });

  it('follows the site: no verification required, free rolls without deposits', () => {
    const open = { freerollNoDeposits: true, emailVerificationRequired: false };
    expect(gateLetsThrough({ segment: 'C', email_verified: null }, open, true)).toBe(true);
  });
});
