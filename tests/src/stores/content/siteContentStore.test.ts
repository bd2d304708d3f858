import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';

const setup = () => {
  const transport = new FakeTransport();
  return { transport, root: new RootStore({ transport, memberId: 1 }) };
};

describe('SiteContentStore', () => {
  it('keeps a support case 0 while pending, then its id; -1 when it failed', async () => {
    const { root, transport } = setup();
    let release: (v: unknown) => void = () => {};
    transport.respond('createSupportCase', () => new Promise((r) => (release = r)));
    const input = { name: 'Ann', email: 'a@b.co', category: 'general', subject: 'Hi', message: 'Help' };
    const done = root.siteContent.createSupportCase(input);
    expect(root.siteContent.supportCase).toBe(0);
    release(17);
    await done;
    expect(root.siteContent.supportCase).toBe(17);
    expect(transport.calls.at(-1)?.params).toEqual({ memberId: 1, ...input });
    transport.fault('createSupportCase', 'Server.Processing', 'down');
    await root.siteContent.createSupportCase(input);
    expect(root.siteContent.supportCase).toBe(-1);
    expect(root.siteContent.supportFailure?.text).toBe('down');
  });

  it('checks a ticket by upper-cased id and keeps its state and prize', async () => {
    const { root, transport } = setup();
    transport.respond('checkTicketStatus', { status: 'winning', prize: 25, currencyId: 'USD' });
    await root.siteContent.checkTicket(' tabc123 ', ' key ');
    expect(transport.calls.at(-1)?.params).toEqual({ ticketId: 'TABC123', secureKey: 'key' });
    expect(root.siteContent.ticketCheck).toEqual({ status: 'winning', prize: 25, currencyId: 'USD' });
  });

  it("keeps an invite 'true' on 1, or the reason it was not sent", async () => {
    const { root, transport } = setup();
    transport.respond('sendPlayerInvite', 1);
    await root.siteContent.sendInvite('f@b.co');
    expect(root.siteContent.inviteState).toBe('true');
    transport.respond('sendPlayerInvite', 'member');
    await root.siteContent.sendInvite('f@b.co');
    expect(root.siteContent.inviteState).toBe('member');
    transport.respond('getReferralsReport', { referralCode: 'ABCD2345', referrals: [] });
    await root.siteContent.loadReferrals();
    expect(root.siteContent.referralLink).toMatch(/\/\?refStr=ABCD2345$/);
  });
});
