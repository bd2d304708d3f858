import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEvidence } from '../../../../protocol/fairness';
import { scanKeyOf } from '../../../../protocol/fairness/scanKey';
import type { InstantGameInfo, PoolOnSale } from '../../../../protocol/instant/wire';
import { webSha256 } from '../../../../protocol/instant/sha256';
import type { RunningServer } from '../../../../server/app';
import { buySpinnerTickets, evidenceOf, login, SPINNER } from '../../support/fairPlay';
import { startTestServer } from '../../support/testServer';
import { WsClient } from '../../support/wire';

/**
 * Prizes remaining (issue 33): the lobby's figures for the pool on sale move as tickets sell,
 * pushed to the site's lobby, and once the pool's seed is revealed they are what the rebuilt
 * pool holds past its sold tickets (the verifier's `prizes-left` step).
 */
describe('prizes remaining of an instant game', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  it('counts down live as tickets sell and agrees with the revealed pool', async () => {
    const demo = await login(server.url, 1, 'demo', 'demo1234');
    const spinner = async () =>
      (await demo<InstantGameInfo[]>('getInstantGames', { memberId: 1 })).find((g) => g.gameId === SPINNER)!;
    await demo('getInstantGames', { memberId: 1 });
    await server.services.instant.poolBuilds();
    const before = (await spinner()).progress!;
    expect(before).toMatchObject({ poolNo: 1, ticketsLeft: 10_000 });
    expect(before.prizesLeft.every((p) => p.left === p.count)).toBe(true);

    const { client } = await WsClient.connect(server.url);
    await client.sub('lobby.1');
    const tickets = await buySpinnerTickets(demo, 20);
    const pushes = await client.waitForPushes(1, 5_000);
    const pushed = pushes.find((p) => p.event === 'instantProgress')!.data as PoolOnSale;
    const after = (await spinner()).progress!;
    expect(pushed).toEqual(after);
    expect(after.ticketsLeft).toBe(9_980);
    const won = new Map<number, number>();
    for (const t of tickets) if (t.prize > 0) won.set(t.prize, (won.get(t.prize) ?? 0) + 1);
    for (const p of after.prizesLeft) expect(p.left).toBe(p.count - (won.get(p.prize) ?? 0));
    client.socket.close();

    await server.services.instant.retire(SPINNER);
    const key = await scanKeyOf(tickets[0].salt, webSha256());
    const evidence = (await evidenceOf(server.url, `ticket/${tickets[0].ticketId}?key=${key}`)).body;
    expect(evidence.progress.prizesLeft.map((p: { left: number }) => p.left)).toEqual(
      after.prizesLeft.map((p) => p.left),
    );
    const report = await verifyEvidence(evidence, webSha256());
    expect(report.steps.find((s) => s.step === 'prizes-left')).toMatchObject({ state: 'ok' });
    expect(report.ok).toBe(true);
  }, 120_000);
});
