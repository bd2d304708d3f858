import { describe, expect, it } from 'vitest';
import { toHex } from '../../../../protocol/instant/bytes';
import { proofOf } from '../../../../protocol/instant/merkle';
import { buildPool, prizeOfTier } from '../../../../protocol/instant/pool';
import { presentTicket } from '../../../../protocol/instant/presentation';
import { webSha256 } from '../../../../protocol/instant/sha256';
import type { InstantGameInfo, InstantTicket } from '../../../../protocol/instant/wire';
import { RpcFault } from '../../../../protocol/faults';
import { verifyEvidenceText } from '../../../../protocol/fairness';
import { RootStore } from '../../../../src/stores/RootStore';
import { MATCH3, SEED } from '../../../protocol/instant/fixtures';
import { FakeTransport } from '../../fakes/FakeTransport';

const hash = webSha256();

async function fixture() {
  const pool = await buildPool(MATCH3, 1, SEED, hash);
  const commitment = {
    gameId: MATCH3.gameId,
    poolNo: 1,
    poolSize: MATCH3.poolSize,
    seedHash: pool.seedHash,
    merkleRoot: pool.merkleRoot,
    seed: null,
  };
  const ticketAt = (position: number, ticketId = position + 1): InstantTicket => {
    const prizeMinor = prizeOfTier(MATCH3, pool.tiers[position]);
    return {
      gameId: MATCH3.gameId,
      poolNo: 1,
      position,
      prizeMinor,
      salt: toHex(pool.salts[position]),
      proof: proofOf(pool.levels, position),
      presentation: presentTicket(MATCH3, prizeMinor, pool.salts[position]),
      ticketId,
      purchaseId: 1,
      kind: 'scratchcard',
      title: 'Lucky Three',
      currencyId: 'USD',
      price: 1,
      prize: prizeMinor / 100,
      revealed: [],
      revealUnits: 9,
      finished: false,
      boughtAt: 0,
    };
  };
  const game: InstantGameInfo = {
    gameId: MATCH3.gameId,
    title: 'Lucky Three',
    titleShort: 'Lucky',
    description: '',
    kind: 'scratchcard',
    variant: 'match3',
    currencyId: 'USD',
    price: 1,
    topPrize: 50,
    oddsOneIn: 4.4,
    rtp: 0.6,
    packSizes: [1, 5],
    open: true,
    ticketsLeft: 1000,
    pool: commitment,
    progress: null,
    rules: MATCH3,
  };
  const transport = new FakeTransport();
  transport.respond('getInstantGames', [game]).respond('getPlayerAccounts', []);
  const root = new RootStore({ transport, memberId: 1 });
  await root.instant.loadGames();
  return { transport, root, store: root.instant, ticketAt, commitment };
}

const ok = { exitCode: 0, exitDescription: '' };

describe('InstantStore', () => {
  it('lists the games and buys a pack: the first ticket is on stage as a scene view', async () => {
    const { transport, store, ticketAt } = await fixture();
    expect(store.gamesOfKind('scratchcard').map((g) => g.gameId)).toEqual([501]);
    expect(store.gamesOfKind('spinner')).toEqual([]);
    const tickets = [ticketAt(0), ticketAt(1)];
    transport.respond('buyInstantTickets', {
      ...ok,
      purchaseId: 1,
      tickets,
      totalPrize: 0,
      accountBalance: 9,
    });
    expect(await store.buy(501, 2)).toBe(true);
    const sent = transport.calls.find((c) => c.name === 'buyInstantTickets')?.params as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ gameId: 501, currencyId: 'USD', tickets: 2 });
    expect(String(sent.purchaseKey)).toMatch(/^[0-9a-f]{32}$/);
    expect(store.current?.ticketId).toBe(1);
    expect(store.nextInPack?.ticketId).toBe(2);
    expect(store.currentView).toMatchObject({ kind: 'scratchcard', gameId: 501, priceMinor: 100 });
    expect(store.unfinished).toHaveLength(2);
  });

  it('sends a purchase whose answer was lost again under the same key, a new purchase under a new one', async () => {
    const { transport, store, ticketAt } = await fixture();
    transport.fault('buyInstantTickets', 'Client.Error.RequestTimeout', 'timed out');
    expect(await store.buy(501, 1)).toBe(false);
    transport.respond('buyInstantTickets', {
      ...ok,
      purchaseId: 1,
      tickets: [ticketAt(0)],
      totalPrize: 0,
      accountBalance: 9,
    });
    expect(await store.buy(501, 1)).toBe(true);
    expect(await store.buy(501, 1)).toBe(true);
    const keys = transport.calls
      .filter((c) => c.name === 'buyInstantTickets')
      .map((c) => (c.params as { purchaseKey: string }).purchaseKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('keeps a refused purchase as its join error and buys nothing', async () => {
    const { transport, store } = await fixture();
    transport.respond('buyInstantTickets', {
      exitCode: 2,
      exitDescription: 'Insufficient funds',
      purchaseId: null,
      tickets: [],
      totalPrize: 0,
      accountBalance: null,
    });
    expect(await store.buy(501, 1)).toBe(false);
    expect(store.buyFailure).toMatchObject({ code: 2, text: 'Insufficient funds' });
    expect(store.buyFailure?.key).toBeTruthy();
    expect(store.current).toBeNull();
    transport.fault('buyInstantTickets', 'Server.Validation', 'bad');
    expect(await store.buy(501, 1)).toBe(false);
    expect(store.buyFailure?.text).toBe('bad');
  });

  it('sends only new reveal units, then reveal all finishes the ticket and drops it from unfinished', async () => {
    const { transport, store, ticketAt } = await fixture();
    const t = ticketAt(0);
    transport.respond('getUnfinishedInstantTickets', [{ ...t, revealed: [3] }]);
    await store.loadUnfinished();
    store.show(store.unfinished[0]);
    transport.respond('updateInstantReveal', ({ revealed }: { revealed: number[] }) => ({
      ...t,
      revealed: [3, ...revealed],
    }));
    await store.saveProgress(t.ticketId, { cells: [3, 4, 7] });
    expect(transport.calls.at(-1)).toEqual({
      name: 'updateInstantReveal',
      params: { ticketId: 1, revealed: [4, 7] },
    });
    expect(store.current?.revealed).toEqual([3, 4, 7]);
    const before = transport.calls.length;
    await store.saveProgress(t.ticketId, { cells: [3, 4] });
    expect(transport.calls).toHaveLength(before);
    transport.respond('revealAllInstant', [{ ...t, revealed: [0, 1, 2, 3, 4, 5, 6, 7, 8], finished: true }]);
    await store.finish(t.ticketId);
    expect(transport.calls.at(-1)).toEqual({ name: 'revealAllInstant', params: { ticketIds: [1] } });
    expect(store.current?.finished).toBe(true);
    expect(store.unfinished).toEqual([]);
  });

  it("keeps a ticket's latest state when reveal answers come back out of order", async () => {
    const { transport, store, ticketAt } = await fixture();
    const t = ticketAt(0);
    transport.respond('getUnfinishedInstantTickets', [t]);
    await store.loadUnfinished();
    store.show(store.unfinished[0]);
    // The step revealing cells 0-7 answers after the step that revealed the last cell.
    let answerEarlier: () => void = () => undefined;
    transport.respond('updateInstantReveal', ({ revealed }: { revealed: number[] }) =>
      revealed.includes(8)
        ? { ...t, revealed: [0, 1, 2, 3, 4, 5, 6, 7, 8], finished: true }
        : new Promise((resolve) => (answerEarlier = () => resolve({ ...t, revealed }))),
    );
    const earlier = store.saveProgress(t.ticketId, { cells: [0, 1, 2, 3, 4, 5, 6, 7] });
    await store.saveProgress(t.ticketId, { cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(store.current?.finished).toBe(true);
    answerEarlier();
    await earlier;
    expect(store.current?.finished).toBe(true);
    expect(store.current?.revealed).toHaveLength(9);
  });

  it('confirms the end of a crossword with confirmCrosswordEnd', async () => {
    const { transport, store, ticketAt } = await fixture();
    const t = { ...ticketAt(0), kind: 'crossword' as const };
    transport.respond('getUnfinishedInstantTickets', [t]).respond('confirmCrosswordEnd', 1);
    await store.loadUnfinished();
    await store.finish(t.ticketId);
    expect(transport.calls.at(-1)).toEqual({ name: 'confirmCrosswordEnd', params: { gameInstanceId: 1 } });
    expect(store.unfinished).toEqual([]);
  });

  it('pages the history and verifies a ticket against the published pool; a tampered one fails', async () => {
    const { transport, store, ticketAt, commitment } = await fixture();
    const good = ticketAt(5);
    const bad = { ...ticketAt(6), prizeMinor: ticketAt(6).prizeMinor + 100 };
    transport.respond('getInstantTicketHistory', { tickets: [good, bad], total: 3 });
    transport.respond('getInstantPool', { rules: MATCH3, pool: commitment });
    await store.loadHistory();
    expect(store.history).toHaveLength(2);
    expect(store.historyTotal).toBe(3);
    await store.verify(good);
    expect(store.verdicts.get(good.ticketId)).toEqual({ ok: true, problems: [] });
    await store.verify(bad);
    const verdict = store.verdicts.get(bad.ticketId);
    expect(verdict !== 'checking' && verdict?.ok).toBe(false);
    transport.respond('getInstantPool', () => {
      throw new RpcFault('Server.Processing', 'down');
    });
    await store.verify(good);
    expect(store.verdicts.get(good.ticketId)).toMatchObject({ ok: false, problems: ['down'] });
  });

  it('saves the history shown as evidence the standalone verifier accepts', async () => {
    const { transport, store, ticketAt, commitment } = await fixture();
    transport.respond('getInstantTicketHistory', {
      tickets: [ticketAt(5), ticketAt(6)],
      total: 2,
      pools: [{ rules: MATCH3, pool: commitment }],
    });
    await store.loadHistory();
    const report = await verifyEvidenceText(store.historyEvidence, hash);
    expect(report).toMatchObject({ ok: true, kind: 'tickets' });
    expect(report.steps.filter((s) => s.step === 'proof' && s.state === 'ok')).toHaveLength(2);
  });
});
