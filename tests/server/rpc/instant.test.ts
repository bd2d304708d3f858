import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode, type RpcFault } from '../../../protocol/faults';
import { verifyTicket } from '../../../protocol/instant/verify';
import type { InstantGameInfo, InstantTicket } from '../../../protocol/instant/wire';
import type { AppServices } from '../../../server/createServices';
import { nodeSha256 } from '../../../server/domain/instant/nodeSha256';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices, handlerContext as context, callHandler as call } from './support/handlerRig';

describe('instant calls over the demo config', () => {
  let services: AppServices;
  let player: CallContext;

  beforeAll(async () => {
    services = await demoServices(new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0)));
    player = context(services);
    await call(player, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
  }, 300_000);
  afterAll(() => services.close());

  it('lists the site games, sells a crossword, resumes, finishes it and proves it', async () => {
    const games = await call(context(services), 'getInstantGames', { memberId: 1 });
    expect(games.map((g: InstantGameInfo) => [g.gameId, g.kind, g.currencyId])).toEqual([
      [601, 'scratchcard', 'USD'],
      [602, 'scratchcard', 'USD'],
      [603, 'spinner', 'USD'],
      [604, 'crossword', 'USD'],
    ]);
    for (const g of games) expect(g.rtp).toBeGreaterThanOrEqual(0.55);
    // Listing started each game's first pool build; once built, its commitment is published.
    await services.instant.poolBuilds();
    const crossword = (await call(context(services), 'getInstantGames', { memberId: 1 }))[3];
    expect(crossword.pool).toMatchObject({ poolNo: 1, seed: null });
    const visitor = await call(context(services), 'buyInstantTickets', {
      gameId: 604,
      currencyId: 'USD',
      tickets: 1,
      purchaseKey: randomUUID(),
    }).catch((e: RpcFault) => e);
    expect((visitor as RpcFault).code).toBe(FaultCode.NotLoggedIn);
    const bought = await call(player, 'buyInstantTickets', {
      gameId: 604,
      currencyId: 'USD',
      tickets: 1,
      purchaseKey: randomUUID(),
    });
    expect(bought.exitCode).toBe(0);
    const [ticket] = bought.tickets;
    expect((await verifyTicket(crossword.rules, crossword.pool!, ticket, nodeSha256)).ok).toBe(true);
    await call(player, 'updateInstantReveal', { ticketId: ticket.ticketId, revealed: [0, 1, 2] });
    const unfinished = await call(player, 'getUnfinishedInstantTickets', {});
    expect(unfinished.map((t: InstantTicket) => [t.ticketId, t.revealed])).toEqual([
      [ticket.ticketId, [0, 1, 2]],
    ]);
    const bad = await call(player, 'updateInstantReveal', {
      ticketId: ticket.ticketId + 1000,
      revealed: [0],
    }).catch((e: RpcFault) => e);
    expect((bad as RpcFault).code).toBe(FaultCode.Validation);
    expect(await call(player, 'confirmCrosswordEnd', { gameInstanceId: ticket.ticketId })).toBe(1);
    expect(await call(player, 'getUnfinishedInstantTickets', {})).toEqual([]);
    const history = await call(player, 'getInstantTicketHistory', {});
    expect(history.tickets[0]).toMatchObject({ ticketId: ticket.ticketId, finished: true });
    const pool = await call(context(services), 'getInstantPool', { gameId: 604, poolNo: 1 });
    expect(pool.pool).toMatchObject({ merkleRoot: crossword.pool!.merkleRoot, seed: null });
  }, 300_000);

  it("puts each instant purchase in the player's game history beside the draws, paged with them", async () => {
    const before = await call(player, 'searchGameHistory', { maxResults: 100 });
    const bought = await call(player, 'buyInstantTickets', {
      gameId: 603,
      currencyId: 'USD',
      tickets: 5,
      purchaseKey: randomUUID(),
    });
    expect(bought.exitCode).toBe(0);
    const won = bought.tickets.reduce((sum: number, t: InstantTicket) => sum + t.prize, 0);
    // Nothing is won in the history before the tickets are played; finished, they show their prizes.
    const unplayed = await call(player, 'searchGameHistory', { maxResults: 100 });
    expect(unplayed.result[0]).toMatchObject({ gameId: 603, won: 0 });
    await call(player, 'revealAllInstant', {
      ticketIds: bought.tickets.map((t: InstantTicket) => t.ticketId),
    });
    const after = await call(player, 'searchGameHistory', { maxResults: 100 });
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.result[0]).toMatchObject({
      gameInstanceId: 0,
      gameId: 603,
      plays: 5,
      wagered: 5 * bought.tickets[0].price,
      won,
      currencyId: 'USD',
      instant: { purchaseId: expect.any(Number), kind: 'spinner' },
    });
    expect(after.result[0].gameTitle).toBe(
      (await call(context(services), 'getInstantGames', { memberId: 1 }))[2].title,
    );
    // One game's history holds only its purchases; an instance id names a draw, never a purchase.
    const spinner = await call(player, 'searchGameHistory', { gameId: 603 });
    expect(spinner.result.every((e: { gameId: number }) => e.gameId === 603)).toBe(true);
    expect((await call(player, 'searchGameHistory', { gameInstanceId: 1 })).result).toEqual([]);
  }, 300_000);
});
