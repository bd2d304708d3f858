import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyEvidence, verifyEvidenceText } from '../../../protocol/fairness';
import { webSha256 } from '../../../protocol/instant/sha256';
import { drawEvidence, PYTHON_VERIFIER, ticketEvidence, VECTORS_PATH } from './fixtures';
import { drawTamperings, ticketTamperings } from './tamper';

const hash = webSha256();
const run = promisify(execFile);

/** Runs a command; answers its exit code and output instead of throwing on a non-zero exit. */
async function exitOf(cmd: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(cmd, args, { timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

describe('the standalone verifier', () => {
  it('passes genuine draw evidence and names the step each tampering fails', async () => {
    const genuine = await verifyEvidence(drawEvidence(), hash);
    expect(genuine).toMatchObject({ ok: true, complete: true, kind: 'draw' });
    expect(genuine.steps.map((s) => s.step)).toEqual(['format', 'commitment', 'order', 'draws', 'draws2nd']);
    for (const t of drawTamperings(drawEvidence())) {
      const r = await verifyEvidence(t.evidence, hash);
      expect({ what: t.what, step: r.firstFailure?.step }).toEqual({ what: t.what, step: t.step });
    }
  });

  it('shows a draw not yet drawn as waiting, not verified', async () => {
    const r = await verifyEvidence({ ...drawEvidence(), seed: null, draws: null, draws2nd: null }, hash);
    expect(r).toMatchObject({ ok: true, complete: false });
    expect(r.steps.at(-1)).toMatchObject({ step: 'commitment', state: 'pending' });
  });

  it('passes a genuine ticket (before and after the reveal) and refuses each tampering', async () => {
    const revealed = await verifyEvidence(await ticketEvidence(3), hash);
    expect(revealed.steps.map((s) => `${s.step}:${s.state}`)).toEqual([
      'format:ok',
      'proof:ok',
      'picture:ok',
      'seed:ok',
      'pool:ok',
      'prize-table:ok',
      'ticket-in-pool:ok',
      'prizes-left:ok',
    ]);
    const selling = await verifyEvidence(await ticketEvidence(3, false), hash);
    expect(selling).toMatchObject({ ok: true, complete: false });
    for (const t of ticketTamperings(await ticketEvidence(0))) {
      const r = await verifyEvidence(t.evidence, hash);
      expect({ what: t.what, step: r.firstFailure?.step }).toEqual({ what: t.what, step: t.step });
    }
    const seed = await ticketEvidence(1);
    seed.pool.seed = seed.pool.seed!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await verifyEvidence(seed, hash)).firstFailure?.step).toBe('seed');
  });

  it('reads the ticket-history answer as saved, envelope or not, and refuses what is not evidence', async () => {
    const a = await ticketEvidence(0);
    const b = await ticketEvidence(7);
    const history = { tickets: [b.ticket, a.ticket], total: 2, pools: [{ rules: a.rules, pool: a.pool }] };
    const r = await verifyEvidence({ id: 3, ok: true, result: history }, hash);
    expect(r).toMatchObject({ ok: true, complete: true, kind: 'tickets' });
    expect(r.steps.filter((s) => s.step === 'pool')).toHaveLength(1);
    expect(r.steps.filter((s) => s.step === 'proof')).toHaveLength(2);
    expect((await verifyEvidence({ tickets: [a.ticket] }, hash)).firstFailure?.step).toBe('format');
    expect((await verifyEvidenceText('{"tickets": [', hash)).firstFailure?.step).toBe('format');
    expect((await verifyEvidence([a.ticket], hash)).firstFailure?.step).toBe('format');
  });

  it('refuses malformed evidence with a named step, never an exception', async () => {
    const t = await ticketEvidence(2);
    const bad: unknown[] = [
      null,
      5,
      'text',
      { ...drawEvidence(), rules: null },
      { ...drawEvidence(), rules: { kind: 'balls', drawRange: 1e9, count: 2, drawRange2nd: 0, count2nd: 0 } },
      { ...drawEvidence(), draws: 'x' },
      { ...t, ticket: { ...t.ticket, proof: [null, 7] } },
      { ...t, rules: { ...t.rules, prizes: 'x' } },
      { ...t, rules: { ...t.rules, poolSize: 1e12 } },
      { ...t, pool: null },
      { tickets: [null] },
    ];
    for (const value of bad) {
      const r = await verifyEvidence(value, hash);
      expect(r.ok, JSON.stringify(value)?.slice(0, 80)).toBe(false);
      expect(r.firstFailure?.step).toMatch(/^(format|proof)$/);
    }
  });

  it('the CLI and the Python verifier agree: exit 0 on genuine evidence, 1 naming the step', async () => {
    const dir = mkdtempSync('/tmp/fair-cli-');
    const files = {
      draw: drawEvidence(),
      ticket: await ticketEvidence(3),
      seed: drawTamperings(drawEvidence())[0].evidence,
      proof: ticketTamperings(await ticketEvidence(3))[1].evidence,
    };
    for (const [name, value] of Object.entries(files))
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(value));
    const cli = (f: string) => exitOf('npx', ['tsx', 'scripts/verify.ts', join(dir, `${f}.json`)]);
    const py = (...args: string[]) => exitOf('python3', [PYTHON_VERIFIER, ...args]);
    const [cliDraw, cliTicket, cliSeed, cliProof] = await Promise.all(
      ['draw', 'ticket', 'seed', 'proof'].map(cli),
    );
    expect(cliDraw.code, cliDraw.out).toBe(0);
    expect(cliDraw.out).toMatch(/ok +commitment:.*\nok +order:.*\nok +draws:/);
    expect(cliTicket.code, cliTicket.out).toBe(0);
    expect(cliSeed).toMatchObject({ code: 1, out: expect.stringContaining('FAILED at step "commitment"') });
    expect(cliProof).toMatchObject({ code: 1, out: expect.stringContaining('FAILED at step "proof"') });
    expect(await py('vectors', VECTORS_PATH)).toMatchObject({ code: 0 });
    expect(await py(join(dir, 'draw.json'))).toMatchObject({ code: 0 });
    expect(await py(join(dir, 'ticket.json'))).toMatchObject({ code: 0 });
    expect(await py(join(dir, 'seed.json'))).toMatchObject({
      code: 1,
      out: expect.stringContaining('"commitment"'),
    });
    expect(await py(join(dir, 'proof.json'))).toMatchObject({
      code: 1,
      out: expect.stringContaining('"proof"'),
    });
  }, 120_000);
});
