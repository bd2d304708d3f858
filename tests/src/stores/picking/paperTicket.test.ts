import { describe, expect, it } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import type { PlayerDetails } from '../../../../protocol/types';
import { PickingStore } from '../../../../src/stores/picking/PickingStore';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game, player } from '../../fakes/fixtures';

const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', primaryEmail: 'ada@example.com', country: 'GB' };

/** A logged-in player on the confirm step of one line, the server ready to sell a ticket. */
function confirming() {
  const transport = new FakeTransport()
    .respond('getPlayerAccounts', [])
    .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 10 })
    .respond('checkMaximumWagers', { allowed: true, remaining: 10 })
    .respond('purchaseTicket', {
      exitCode: 0,
      exitDescription: '',
      gameInstanceId: 1,
      apiTxId: 'J9',
      ticketId: 'T-0001-0002',
      secureKey: 'K3Y-SECRET',
    });
  const root = new RootStore({ transport, memberId: 1 });
  root.session.player = player({ details: DETAILS as PlayerDetails });
  root.lobby.add(game({ gamePlaySize: 3, drawRange: 10 }));
  const picking = new PickingStore(root);
  picking.open(1);
  for (const ball of [2, 5, 7]) picking.toggle(ball);
  picking.confirm();
  return { transport, picking };
}

describe('a join bought as a paper ticket', () => {
  it("buys the lines with purchaseTicket in the holder's name and keeps the id and key to show", async () => {
    const { transport, picking } = confirming();
    picking.paperTicket.setWanted(true);
    expect(picking.paperTicket.holder).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    picking.paperTicket.setHolder('firstName', ' Grace ');

    expect(await picking.join()).toBe(true);
    expect(transport.callNames()).not.toContain('joinGame');
    const purchase = transport.calls.find((c) => c.name === 'purchaseTicket')!.params;
    expect(purchase).toEqual({
      joinKey: expect.any(String),
      ticketRequest: {
        gameId: picking.game!.gameId,
        gameInstanceId: 1,
        userPlays: ['2,5,7'],
        userPlaysCount: 1,
        currencyId: 'USD',
        subscriptions: 0,
      },
      playerInfo: { firstName: 'Grace', lastName: 'Lovelace', email: 'ada@example.com', country: 'GB' },
    });
    expect(picking.state).toBe('joined');
    expect(picking.paperTicket.issued).toEqual({ ticketId: 'T-0001-0002', secureKey: 'K3Y-SECRET' });

    // The next pick is a plain join again, and the key is not shown a second time.
    picking.reset();
    expect(picking.paperTicket.wanted).toBe(false);
    expect(picking.paperTicket.issued).toBeNull();
  });

  it('sends a purchase whose answer was lost again under its key, and shows the ticket then', async () => {
    const { transport, picking } = confirming();
    const answer = { exitCode: 0, exitDescription: '', gameInstanceId: 1, apiTxId: 'J9' };
    let lost = true;
    transport.respond('purchaseTicket', () => {
      if (lost) throw new RpcFault('Client.Error.MessageSend', 'the connection dropped');
      return { ...answer, ticketId: 'T-0001-0002', secureKey: 'NEW-KEY' };
    });
    picking.paperTicket.setWanted(true);
    expect(await picking.join()).toBe(false);
    expect(picking.paperTicket.issued).toBeNull();

    lost = false;
    await picking.resendInDoubtJoin();
    const sent = transport.calls.filter((c) => c.name === 'purchaseTicket').map((c) => c.params);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(picking.state).toBe('joined');
    expect(picking.paperTicket.issued).toEqual({ ticketId: 'T-0001-0002', secureKey: 'NEW-KEY' });
  });

  it('names the holder fields still wrong', () => {
    const { picking } = confirming();
    picking.paperTicket.setWanted(true);
    expect(picking.paperTicket.problems).toEqual([]);
    picking.paperTicket.setHolder('lastName', '  ');
    picking.paperTicket.setHolder('email', 'ada@nowhere');
    expect(picking.paperTicket.problems).toEqual(['lastName', 'email']);
  });

  it('is offered with plain lines only, not with perm entries', () => {
    const { picking } = confirming();
    expect(picking.paperTicketAllowed).toBe(true);
    picking.open(1, { perm: true });
    expect(picking.paperTicketAllowed).toBe(false);
  });
});
