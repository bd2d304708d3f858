import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/storage/openDb';
import { refereeWins } from '../domain/bingo/support/bingoWorld';

const CHILD = join(process.cwd(), 'tests/server/crash/bingoChild.ts');
const KILLS = 4;

function child(args: string[], killAfterCall?: number) {
  // node itself with the tsx loader, not the tsx CLI: the CLI runs the script in a grandchild that
  // a SIGKILL of the CLI would leave running.
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    // Killed right after a committed call, or a moment later (mid-transaction of the next).
    const calls = out.match(/CALL \d+/g)?.length ?? 0;
    if (killAfterCall !== undefined && calls >= killAfterCall)
      setTimeout(() => proc.kill('SIGKILL'), Math.random() * 20);
  });
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal, out })),
  );
}

/* PostgreSQL only, as the settlement crash test (a PGlite directory does not survive SIGKILL). */
const url = process.env.DATABASE_URL;
const schema = `bingo_crash_${randomBytes(5).toString('hex')}`;
const where = [url ?? '', schema];
const open = () => openDb({ databaseUrl: url, schema });

describe.skipIf(!url)('a bingo game survives SIGKILL mid-calling (PostgreSQL)', () => {
  afterAll(async () => {
    const db = await open();
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  it('resumes from the stored calls, and pays every pattern once to the right cards', async () => {
    const setup = await child(['setup', ...where]);
    expect(setup.code, setup.out).toBe(0);
    const { instanceId, startAt } = JSON.parse(setup.out.trim().split('\n').at(-1)!);
    const at = String(startAt);

    const killedAt: string[] = [];
    let finished = false;
    for (let attempt = 0; attempt < KILLS && !finished; attempt++) {
      const run = await child(['run', ...where, at, String(instanceId)], 1 + Math.floor(Math.random() * 6));
      if (run.out.includes('DONE')) finished = true;
      else {
        expect(run.signal, run.out).toBe('SIGKILL');
        killedAt.push(run.out.match(/CALL \d+/g)?.at(-1) ?? 'before any call');
      }
    }
    if (!finished) {
      const last = await child(['run', ...where, at, String(instanceId)]);
      expect(last.code, last.out).toBe(0);
    }
    expect(killedAt.length).toBeGreaterThan(0);
    console.log(`killed after: ${killedAt.join(' | ')}`);

    const db = await open();
    try {
      const [b] = await db.query<{
        calls: number[];
        called: number;
        prizes_minor: string[];
        jackpot_minor: string;
      }>('SELECT calls, called, prizes_minor, jackpot_minor FROM bingo_games WHERE instance_id = $1', [
        instanceId,
      ]);
      const wins = await db.query<{
        pattern_index: number;
        play_id: string;
        call_number: number;
        prize_minor: string;
        jackpot_minor: string;
      }>('SELECT * FROM bingo_wins WHERE instance_id = $1 ORDER BY pattern_index, play_id', [instanceId]);
      const referee = await refereeWins(db, instanceId, ['corners', 'row', 'x', 'fullBox'], b.calls);
      expect(referee).toHaveLength(4);
      for (const r of referee) {
        const mine = wins.filter((x) => x.pattern_index === r.patternIndex);
        expect(mine.map((x) => Number(x.play_id))).toEqual(r.playIds);
        expect(mine.every((x) => x.call_number === r.call)).toBe(true);
        expect(mine.reduce((s, x) => s + Number(x.prize_minor), 0)).toBe(
          Number(b.prizes_minor[r.patternIndex]),
        );
        // One prize transaction per pattern, crediting exactly the prize.
        const [paid] = await db.query<{ n: number; sum: string }>(
          `SELECT count(DISTINCT t.id)::integer AS n, coalesce(sum(e.amount_minor) FILTER (WHERE a.player_id IS NOT NULL), 0)::bigint AS sum
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
           WHERE t.idempotency_key = $1`,
          [`bingo:${instanceId}:pattern:${r.patternIndex}`],
        );
        expect(paid.n).toBe(1);
        expect(Number(paid.sum)).toBe(Number(b.prizes_minor[r.patternIndex]));
      }
      // Players received exactly what bingo_wins records, and the ledger balances.
      const [credited] = await db.query<{ sum: string }>(
        `SELECT coalesce(sum(e.amount_minor), 0)::bigint AS sum FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id JOIN accounts a ON a.id = e.account_id
         WHERE t.kind = 'prize' AND a.player_id IS NOT NULL`,
      );
      const recorded = wins.reduce((s, x) => s + Number(x.prize_minor) + Number(x.jackpot_minor), 0);
      expect(Number(credited.sum)).toBe(recorded);
      const [ledger] = await db.query<{ total: string; drift: string }>(
        `SELECT coalesce(sum(a.balance_minor), 0)::bigint AS total,
                count(*) FILTER (WHERE a.balance_minor <> coalesce(e.sum, 0))::bigint AS drift
         FROM account_balances a LEFT JOIN (SELECT account_id, sum(amount_minor) AS sum FROM ledger_entries GROUP BY account_id) e
           ON e.account_id = a.id`,
      );
      expect([Number(ledger.total), Number(ledger.drift)]).toEqual([0, 0]);
      const [game] = await db.query<{ status: string }>('SELECT status FROM game_instances WHERE id = $1', [
        instanceId,
      ]);
      expect(game.status).toBe('ENDED');
    } finally {
      await db.close();
    }
  }, 400_000);
});
