import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../protocol/instant/bytes';
import { proofOf } from '../../protocol/instant/merkle';
import { buildPool, prizeOfTier } from '../../protocol/instant/pool';
import { presentTicket } from '../../protocol/instant/presentation';
import { nodeSha256 } from '../../server/domain/instant/nodeSha256';
import { verifyInstant } from '../../scripts/verify-instant';
import { MATCH3, SEED } from '../protocol/instant/fixtures';

describe('scripts/verify-instant.ts', () => {
  it('verifies a revealed pool and its tickets from files, and refuses a tampered ticket', async () => {
    const built = await buildPool(MATCH3, 1, SEED, nodeSha256);
    const pool = {
      gameId: 501,
      poolNo: 1,
      poolSize: 1000,
      seedHash: built.seedHash,
      merkleRoot: built.merkleRoot,
      seed: SEED,
    };
    const ticket = (position: number) => {
      const prizeMinor = prizeOfTier(MATCH3, built.tiers[position]);
      return {
        gameId: 501,
        poolNo: 1,
        position,
        prizeMinor,
        salt: toHex(built.salts[position]),
        proof: proofOf(built.levels, position),
        presentation: presentTicket(MATCH3, prizeMinor, built.salts[position]),
      };
    };
    const dir = await mkdtemp(join(tmpdir(), 'verify-instant-'));
    await writeFile(join(dir, 'pool.json'), JSON.stringify({ rules: MATCH3, pool }));
    await writeFile(join(dir, 'tickets.json'), JSON.stringify([ticket(3), ticket(4)]));
    const report = await verifyInstant([join(dir, 'pool.json'), join(dir, 'tickets.json')]);
    expect(report).toContain('ticket 1/3: in the committed pool');
    expect(report).toContain('1000 tickets rebuilt to the published root');
    // The answer of getInstantTicketHistory as the docs say to save it, envelope and all.
    const answer = { id: 9, ok: true, result: { tickets: [ticket(3), ticket(4)], total: 2 } };
    await writeFile(join(dir, 'history.json'), JSON.stringify(answer));
    const fromHistory = await verifyInstant([join(dir, 'pool.json'), join(dir, 'history.json')]);
    expect(fromHistory).toContain('ticket 1/4: in the committed pool');
    const loser = built.tiers.findIndex((t) => t === 0);
    const winner = built.tiers.findIndex((t) => t > 0);
    await writeFile(
      join(dir, 'bad.json'),
      JSON.stringify({ ...ticket(loser), prizeMinor: ticket(winner).prizeMinor }),
    );
    await expect(verifyInstant([join(dir, 'pool.json'), join(dir, 'bad.json')])).rejects.toThrow(
      /proof does not lead/,
    );
  }, 60_000);
});
