import { describe, expect, it, vi } from 'vitest';
import { scanKeyOf } from '../../../../protocol/fairness';
import { webSha256 } from '../../../../protocol/instant/sha256';
import { EvidenceCheck } from '../../../../src/stores/fairness/EvidenceCheck';
import { ticketEvidence } from '../../../protocol/fairness/fixtures';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('EvidenceCheck (the fair-play box and /verify)', () => {
  it("fetches a ticket's evidence by its scan key, checks it in the page and saves it as it came", async () => {
    const evidence = await ticketEvidence(4);
    const fetchImpl = vi.fn(() => answer(200, evidence));
    const check = new EvidenceCheck(fetchImpl as unknown as typeof fetch);
    await check.load({ kind: 'ticket', ticketId: 77, salt: evidence.ticket.salt });
    const key = await scanKeyOf(evidence.ticket.salt, webSha256());
    expect(fetchImpl).toHaveBeenCalledWith(`/api/evidence/ticket/77?key=${key}`);
    await check.check();
    expect(check.report).toMatchObject({ ok: true, complete: true, kind: 'ticket' });
    expect(JSON.parse(check.fileText)).toEqual(evidence);
  });

  it('says when the evidence cannot be had, and names the step pasted text fails', async () => {
    const check = new EvidenceCheck((() => answer(404, { error: 'no' })) as unknown as typeof fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await check.load({ kind: 'draw', gameInstanceId: 5 });
    warn.mockRestore();
    expect(check.loadFailed).toBe(true);
    const evidence = await ticketEvidence(4);
    evidence.ticket.prizeMinor += 1;
    await check.check(JSON.stringify(evidence));
    expect(check.report?.firstFailure?.step).toBe('proof');
    await check.check('{');
    expect(check.report?.firstFailure?.step).toBe('format');
  });
});
