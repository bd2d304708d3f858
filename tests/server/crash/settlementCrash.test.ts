import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/storage/openDb';

const CHILD = join(process.cwd(), 'tests/server/crash/engineChild.ts');
const KILLS = 4;

interface Child {
  done: Promise<{ code: number | null; signal: string | null; out: string }>;
  kill(): void;
  started: Promise<void>;
}

function child(args: string[]): Child {
  // Node itself with tsx as its loader: the tsx command runs the script in a child process of its
  // own, which a SIGKILL of the command leaves running (it went on to finish every game).
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let markStarted: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.includes('RUNNING')) markStarted();
  });
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) =>
    proc.on('exit', (code, signal) => {
      markStarted();
      resolve({ code, signal, out });
    }),
  );
  return { done, started, kill: () => proc.kill('SIGKILL') };
}

/*
 * PostgreSQL only. A PGlite data directory does not survive SIGKILL: transactions committed before
 * the kill were gone after reopening, and a reopen sometimes aborts inside the WASM build. So the
 * embedded store is for development and tests; production money needs PostgreSQL (DATABASE_URL).
 */
const url = process.env.DATABASE_URL;
const schema = `crash_${randomBytes(5).toString('hex')}`;
const where = [url ?? '', schema];
const open = () => openDb({ databaseUrl: url, schema });

/** Where a killed run left the game: status, settlement phase and winners paid so far. */
async function phaseOf(instanceId: number): Promise<string> {
  const db = await open();
  try {
    const [row] = await db.query<{ status: string; settle_phase: string | null; paid: number }>(
      `SELECT status, settle_phase,
              (SELECT count(*)::integer FROM play_wins w
                WHERE w.instance_id = $1 AND w.prize_minor > 0 AND w.player_id <= i.paid_through_player_id) AS paid
       FROM game_instances i WHERE id = $1`,
      [instanceId],
    );
    return `${row.status}/${row.settle_phase ?? '-'}/${row.paid} paid`;
  } finally {
    await db.close();
  }
}

describe.skipIf(!url)('settlement survives SIGKILL (PostgreSQL)', () => {
  afterAll(async () => {
    const db = await open();
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  it('kills the engine mid-draw and mid-settlement, restarts it, and loses, doubles or skips nothing', async () => {
    const setup = await child(['setup', ...where]).done;
    expect(setup.code, setup.out).toBe(0);
    const { instanceId, registrationEndAt } = JSON.parse(setup.out.trim().split('\n').at(-1)!);
    // Far enough past the start for the whole lifecycle in one run. Each restart comes 30 s later
    // on the engine's clock: the killed engine's lease (15 s) has expired, as it would have
    // before a restarted process took over.
    const at = (attempt: number) => String(registrationEndAt + 60_000 + attempt * 30_000);

    const phases: string[] = [];
    let kills = 0;
    let finished = false;
    for (let attempt = 0; attempt < KILLS && !finished; attempt++) {
      const run = child(['run', ...where, at(attempt), String(instanceId)]);
      await run.started;
      // The first kill lands around the draw and the settlement transaction, later ones mid-payout.
      const delay = attempt === 0 ? Math.random() * 60 : 50 + Math.random() * 600;
      await new Promise((resolve) => setTimeout(resolve, delay));
      run.kill();
      const exit = await run.done;
      if (exit.out.includes('DONE')) finished = true;
      else {
        expect(exit.signal, exit.out).toBe('SIGKILL');
        kills++;
        phases.push(await phaseOf(instanceId));
      }
    }
    if (!finished) {
      const last = await child(['run', ...where, at(KILLS), String(instanceId)]).done;
      expect(last.code, last.out).toBe(0);
    }
    expect(kills).toBeGreaterThan(0);
    console.log(`killed at: ${phases.join(' | ')}`);

    const db = await open();
    try {
      const [game] = await db.query<{ status: string; settle_phase: string; play_count: number }>(
        'SELECT status, settle_phase, play_count FROM game_instances WHERE id = $1',
        [instanceId],
      );
      expect(game).toMatchObject({ status: 'ENDED', settle_phase: 'paid', play_count: 1500 });
      const [plays] = await db.query<{ n: number; winners: number; unpaid: number; prizes: number }>(
        `SELECT (SELECT count(*)::integer FROM plays WHERE instance_id = $1) AS n,
                count(*) FILTER (WHERE prize_minor > 0)::integer AS winners,
                count(*) FILTER (WHERE prize_minor > 0 AND player_id > (
                  SELECT paid_through_player_id FROM game_instances WHERE id = $1))::integer AS unpaid,
                coalesce(sum(prize_minor), 0)::bigint AS prizes
         FROM play_wins WHERE instance_id = $1`,
        [instanceId],
      );
      expect(plays.n).toBe(1500);
      expect(plays.unpaid).toBe(0);
      expect(plays.winners).toBeGreaterThan(0);
      // What the prize transactions credited equals the prizes recorded on the plays: nobody twice.
      const [credited] = await db.query<{ sum: number }>(
        `SELECT coalesce(sum(e.amount_minor), 0)::bigint AS sum FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id JOIN accounts a ON a.id = e.account_id
         WHERE t.kind = 'prize' AND a.player_id IS NOT NULL`,
      );
      expect(credited.sum).toBe(plays.prizes);
      // Each player: funded 10,000, paid 10 plays of 110, won exactly their plays' prizes.
      const drift = await db.query(
        `SELECT a.player_id FROM accounts a
         JOIN (SELECT p.player_id, coalesce(sum(w.prize_minor), 0) AS won
               FROM plays p LEFT JOIN play_wins w ON w.play_id = p.id
               WHERE p.instance_id = $1 GROUP BY p.player_id) p
           ON p.player_id = a.player_id
         WHERE a.type = 'cash' AND a.balance_minor <> 10000 - 1100 + p.won`,
        [instanceId],
      );
      expect(drift).toEqual([]);
      const [ledger] = await db.query<{ total: number; drift: number }>(
        `SELECT coalesce(sum(a.balance_minor), 0)::bigint AS total,
                count(*) FILTER (WHERE a.balance_minor <> coalesce(e.sum, 0))::bigint AS drift
         FROM account_balances a LEFT JOIN (SELECT account_id, sum(amount_minor) AS sum FROM ledger_entries GROUP BY account_id) e
           ON e.account_id = a.id`,
      );
      expect(ledger).toEqual({ total: 0, drift: 0 });
      const [pool] = await db.query<{ balance_minor: number }>(
        "SELECT balance_minor FROM account_balances WHERE house_code = 'prize_pool'",
      );
      expect(pool.balance_minor).toBe(0);
    } finally {
      await db.close();
    }
  }, 90_000);
});
