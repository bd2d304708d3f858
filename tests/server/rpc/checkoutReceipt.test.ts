import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import type { AppServices } from '../../../server/createServices';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices, handlerContext as context, callHandler as call } from './support/handlerRig';

const EMAIL = 'guest.receipt@drawhall.test';
// Registration mails its own (the address confirmation): only the receipts.
const receipts = (services: AppServices, recipient = EMAIL) =>
  outboxRepo
    .list(services.db, { recipient })
    .then((mails) => mails.filter((m) => m.subject.includes('your ticket')));

// The one-click checkout of a visitor: an account made before the deposit, a coupon paid in, and
// one draw of Fast 5/35 (102, $1.00 + $0.10 a line) bought with emailReceipt.
describe('the checkout’s purchase receipt', () => {
  let services: AppServices;
  let guest: CallContext;
  let fast: GameInstance;
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 12, 0, 0));
  const buy = (key: string, plays: string[], extra: Record<string, unknown> = {}) =>
    call(guest, 'joinGame', {
      gameId: 102,
      gameInstanceId: fast.gameInstanceId,
      userPlays: plays,
      userPlaysCount: plays.length,
      currencyId: 'USD',
      joinKey: key,
      emailReceipt: true,
      ...extra,
    });

  beforeAll(async () => {
    services = await demoServices(clock);
    await services.engine.tick();
    guest = context(services);
    await call(guest, 'registerAndLoginBeforeDeposit', {
      memberId: 1,
      username: 'receiptguest',
      email: EMAIL,
      password: 'guest1234',
      termsAccepted: true,
      country: 'US',
    });
    await call(guest, 'getDepositStep', {
      method: 'coupon',
      amount: 0,
      currencyId: 'USD',
      couponCode: 'WELCOME10',
    });
    const { games } = await call(guest, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
    fast = games[0];
  });
  afterAll(() => services.close());

  it('mails nothing when the purchase is refused', async () => {
    const refused = await buy('receipt-refused-1', ['1,2,3,4,40']); // 40 is beyond the 35 balls
    expect(refused.exitCode).not.toBe(0);
    const broke = await buy('receipt-refused-2', ['1,2,3,4,5'], { userPlaysCount: 10 });
    expect(broke.exitCode).toBe(2); // $11.00 for ten lines, $10.00 paid in
    expect(await receipts(services)).toEqual([]);
  });

  it('mails the game, draw, lines and price once, however often the join is retried', async () => {
    const first = await buy('receipt-join-0001', ['5,4,3,2,1', '10,11,12,13,14']);
    expect(first).toMatchObject({ exitCode: 0 });
    const again = await buy('receipt-join-0001', ['5,4,3,2,1', '10,11,12,13,14']);
    expect(again.joinEvent.joinCode).toBe(first.joinEvent.joinCode);
    const mails = await receipts(services);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Drawhall Demo: your ticket for Fast 5/35');
    expect(mails[0].body).toContain('Game: Fast 5/35');
    expect(mails[0].body).toContain(`Draw: ${fast.gameInstanceId} on `);
    // The lines as the server keeps them (numbers in order).
    expect(mails[0].body).toContain('Lines:\n  1. 1,2,3,4,5\n  2. 10,11,12,13,14\n');
    expect(mails[0].body).toContain('Price: 2.20 USD');
  });

  it('mails only when asked: a join without emailReceipt sends none', async () => {
    expect(await buy('receipt-join-0002', ['6,7,8,9,10'], { emailReceipt: false })).toMatchObject({
      exitCode: 0,
    });
    expect(await receipts(services)).toHaveLength(1);
  });

  it('mails a pending join’s receipt once it is placed after the deposit, and only once', async () => {
    const other = context(services);
    const email = 'guest.pending@drawhall.test';
    await call(other, 'registerAndTrackPendingJoin', {
      memberId: 1,
      username: 'pendingguest',
      email,
      password: 'guest1234',
      termsAccepted: true,
      country: 'US',
      gameId: 102,
      userPlays: ['7,8,9,10,11'],
    });
    await services.engine.tick();
    expect(await receipts(services, email)).toEqual([]); // not paid yet
    await call(other, 'getDepositStep', {
      method: 'coupon',
      amount: 0,
      currencyId: 'USD',
      couponCode: 'WELCOME10',
    });
    await services.engine.tick();
    await services.engine.tick();
    const mails = await receipts(services, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('1. 7,8,9,10,11\n');
    expect(mails[0].body).toContain('Price: 1.10 USD');
  });
});
