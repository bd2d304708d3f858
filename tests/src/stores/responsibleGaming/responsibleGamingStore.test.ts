import { describe, expect, it } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import type { Player, SelfLimits } from '../../../../protocol/types/player';
import { addMonthsUtc } from '../../../../protocol/validation/responsibleGaming';
import { RootStore } from '../../../../src/stores/RootStore';
import {
  popupForRefusedJoin,
  refusedForUnverifiedEmail,
} from '../../../../src/stores/responsibleGaming/joinRefusal';
import { untilOf } from '../../../../src/stores/responsibleGaming/restrictionDates';
import { FakeTransport } from '../../fakes/FakeTransport';
import { player, session } from '../../fakes/fixtures';

const DAY = 86_400_000;

const limits = (over: Partial<SelfLimits> = {}): SelfLimits => ({
  dailyEnabled: false,
  dailyDepositLimit: 0,
  weeklyEnabled: false,
  weeklyDepositLimit: 0,
  monthlyEnabled: false,
  monthlyDepositLimit: 0,
  weeklyBetEnabled: false,
  weeklyBetLimit: 0,
  ...over,
});

async function loggedIn(over: Partial<Player> = {}) {
  const me = player({ selfLimits: limits(), ...over });
  const transport = new FakeTransport()
    .respond('ping', {})
    .respond('getFilteredGames', { games: [] })
    .respond('login', { player: me, token: 't' })
    .respond('loadPlayer', session({ player: me }))
    .respond('logout', true);
  const root = new RootStore({ transport, memberId: 1 });
  await root.session.login('alice', 'pw');
  return { transport, root, rg: root.responsibleGaming };
}

const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);

describe('limits form (spec section 5 keys, checked while typing)', () => {
  it('an enabled limit needs a positive amount', async () => {
    const { rg } = await loggedIn();
    const l = rg.limits;
    l.reset();
    expect(l.form.values.dailyLimit).toBe('0.0'); // amounts are strings, default '0.0'
    l.setEnabled('daily', true);
    expect(l.form.error('dailyLimit')).toBe('respgaming.amount.required');
    l.setAmount('daily', '-5');
    expect(l.form.error('dailyLimit')).toBe('respgaming.amount.required');
    l.setAmount('daily', '25');
    expect(l.form.error('dailyLimit')).toBeNull();
    l.setEnabled('daily', false);
    l.setAmount('daily', '');
    expect(l.form.error('dailyLimit')).toBeNull();
  });

  it('daily not above weekly or monthly, weekly not above monthly; fixing one clears the other', async () => {
    const { rg } = await loggedIn();
    const l = rg.limits;
    l.reset();
    l.setEnabled('daily', true);
    l.setAmount('daily', '50');
    l.setEnabled('weekly', true);
    l.setAmount('weekly', '20');
    expect(l.form.error('dailyLimit')).toBe('respgaming.limits.order');
    l.setEnabled('monthly', true);
    l.setAmount('monthly', '10');
    expect(l.form.error('weeklyLimit')).toBe('respgaming.limits.order');
    l.setAmount('monthly', '500');
    l.setAmount('weekly', '100');
    expect(l.form.error('dailyLimit')).toBeNull();
    expect(l.form.error('weeklyLimit')).toBeNull();
  });

  it('no limit above the account limit customer service set', async () => {
    const { rg } = await loggedIn({
      selfLimits: limits({ accountLimits: [{ kind: 'weeklyBet', amount: 40, currency: 'USD' }] }),
    });
    rg.limits.reset();
    rg.limits.setEnabled('weeklyBet', true);
    rg.limits.setAmount('weeklyBet', '41');
    expect(rg.limits.form.error('weeklyBetLimit')).toBe('respgaming.limits.account');
    rg.limits.setAmount('weeklyBet', '40');
    expect(rg.limits.form.error('weeklyBetLimit')).toBeNull();
  });

  it('saves numbers, reloads the player, and shows the pending change with its date', async () => {
    const { rg, transport, root } = await loggedIn({
      selfLimits: limits({ weeklyBetEnabled: true, weeklyBetLimit: 10 }),
    });
    rg.limits.reset();
    expect(rg.limits.form.values).toMatchObject({ weeklyBetEnabled: true, weeklyBetLimit: '10' });
    rg.limits.setAmount('weeklyBet', '50');
    const later = Date.now() + 30 * DAY;
    const after = player({
      selfLimits: limits({
        weeklyBetEnabled: true,
        weeklyBetLimit: 10,
        pending: [{ kind: 'weeklyBet', enabled: true, amount: 50, effectiveAt: later }],
      }),
    });
    transport.respond('updateSelfLimits', 'success').respond('loadPlayer', session({ player: after }));
    expect(await rg.limits.save()).toBe(true);
    expect(transport.calls.find((c) => c.name === 'updateSelfLimits')?.params).toEqual({
      dailyEnabled: false,
      dailyLimit: 0,
      weeklyEnabled: false,
      weeklyLimit: 0,
      monthlyEnabled: false,
      monthlyLimit: 0,
      weeklyBetEnabled: true,
      weeklyBetLimit: 50,
    });
    expect(rg.limits.state).toBe('true');
    expect(root.session.player?.selfLimits.pending).toHaveLength(1);
    expect(rg.limits.pending).toEqual([{ kind: 'weeklyBet', enabled: true, amount: 50, effectiveAt: later }]);
    expect(rg.limits.form.values.weeklyBetLimit).toBe('10'); // the form shows what is in force
  });

  it("shows the server's field keys and sends nothing when the form is wrong", async () => {
    const { rg, transport } = await loggedIn();
    rg.limits.reset();
    rg.limits.setEnabled('monthly', true);
    expect(await rg.limits.save()).toBe(false);
    expect(transport.callNames()).not.toContain('updateSelfLimits');
    rg.limits.setAmount('monthly', '100');
    transport.respond('updateSelfLimits', () => {
      throw new RpcFault('Server.Validation', 'Invalid params', {
        monthlyLimit: 'respgaming.limits.account',
      });
    });
    expect(await rg.limits.save()).toBe(false);
    expect(rg.limits.state).toBe('error');
    expect(rg.limits.form.error('monthlyLimit')).toBe('respgaming.limits.account');
  });
});

describe('time-out and self-exclusion', () => {
  it('checks the date as typed, asks to confirm, then sends it, logs out and says until when', async () => {
    const { rg, transport, root } = await loggedIn();
    const r = rg.restriction;
    r.start('timeout');
    expect(r.dates.timeout).toBe(isoDate(Date.now() + 7 * DAY));
    r.setDate('timeout', isoDate(Date.now() - DAY));
    expect(r.errors.timeout).toBe('respgaming.timeout.date');
    r.setDate('timeout', isoDate(Date.now() + 43 * DAY));
    expect(r.errors.timeout).toBe('respgaming.timeout.date');
    expect(r.ask('timeout')).toBe(false);
    r.setDate('timeout', isoDate(Date.now() + 10 * DAY));
    expect(r.errors.timeout).toBeNull();
    expect(transport.callNames()).not.toContain('updateTimeout');
    expect(r.ask('timeout')).toBe(true);
    expect(r.confirming).toBe('timeout');
    r.cancel();
    expect(transport.callNames()).not.toContain('updateTimeout');

    transport.respond('updateTimeout', 'success');
    r.ask('timeout');
    expect(await r.confirm()).toBe(true);
    const sent = transport.calls.find((c) => c.name === 'updateTimeout')!.params as { until: number };
    expect(isoDate(sent.until)).toBe(isoDate(Date.now() + 10 * DAY));
    expect(root.session.loggedIn).toBe(false);
    expect(root.ui.notice).toMatchObject({ bodyKey: 'respgaming.timeout.doneBody' });
  });

  it('self-exclusion needs at least 6 months', async () => {
    const { rg } = await loggedIn();
    const r = rg.restriction;
    r.start('exclusion');
    expect(r.errors.exclusion).toBeNull();
    expect(r.ask('exclusion')).toBe(true);
    r.cancel();
    r.setDate('exclusion', isoDate(addMonthsUtc(Date.now(), 6) - DAY));
    expect(r.errors.exclusion).toBe('respgaming.exclusion.date');
    expect(untilOf('nonsense', Date.now())).toBeNull();
  });
});

describe('reality check', () => {
  it('the pushed reminder shows time played; continue closes it, log out ends the session', async () => {
    const { rg, transport, root } = await loggedIn();
    transport.push({
      topic: 'player.7',
      event: 'realityCheck',
      data: { sessionStartedAt: 0, playedMs: 75 * 60_000 + 5000, intervalMinutes: 15, net: [], at: 1 },
      seq: 1,
    });
    expect(rg.realityCheck.reminder).not.toBeNull();
    expect(rg.realityCheck.played).toEqual({ hours: 1, minutes: 15 });
    rg.realityCheck.keepPlaying();
    expect(rg.realityCheck.reminder).toBeNull();
    rg.realityCheck.show({ sessionStartedAt: 0, playedMs: 1, intervalMinutes: 15, net: [], at: 2 });
    await rg.realityCheck.logOut();
    expect(root.session.loggedIn).toBe(false);
    expect(transport.callNames()).toContain('logout');
  });

  it('saves the chosen interval', async () => {
    const { rg, transport } = await loggedIn({ selfLimits: limits({ realityCheckMinutes: 30 }) });
    rg.realityCheck.reset();
    expect(rg.realityCheck.minutes).toBe(30);
    rg.realityCheck.setMinutes(60);
    transport.respond('updateRealityCheck', 'success');
    expect(await rg.realityCheck.save()).toBe(true);
    expect(transport.calls.find((c) => c.name === 'updateRealityCheck')?.params).toEqual({ minutes: 60 });
  });
});

describe('popups', () => {
  it('deposit limit reached after a refused deposit, by the fault reason', async () => {
    const { rg } = await loggedIn();
    rg.onDepositRefused(new RpcFault('Server.Processing', 'no', { reason: 'selfRestricted' }));
    expect(rg.popup).toBeNull();
    rg.onDepositRefused(
      new RpcFault('Server.Processing', 'Deposit limit reached', { reason: 'depositLimitReached' }),
    );
    expect(rg.popup).toBe('depositLimitReached');
  });

  it('not available in country: from the location check and for segment A/A1 at login', async () => {
    const { rg, transport } = await loggedIn();
    transport.respond('isEligibleLocation', true);
    await rg.checkLocation();
    expect(rg.popup).toBeNull();
    transport.respond('isEligibleLocation', false);
    await rg.checkLocation();
    expect(rg.popup).toBe('notAvailableInCountry');
    const blocked = await loggedIn({ verification: { playerSegment: 'A1' } as Player['verification'] });
    expect(blocked.rg.popup).toBe('notAvailableInCountry');
  });

  it('free rolls need a deposit unless the site allows non-depositors', () => {
    const me = player({
      verification: { playerSegment: 'C' } as Player['verification'],
      statistics: { lastDepositDate: null, lastPasswordChangeDate: null },
    });
    const free = { gamePlayCost: 0 };
    const ask = (over: Partial<Parameters<typeof popupForRefusedJoin>[0]>) =>
      popupForRefusedJoin({ exitCode: 7, player: me, game: free, freerollNoDeposits: false, ...over });
    expect(ask({})).toBe('freeRollsNeedDeposit');
    expect(ask({ freerollNoDeposits: true })).toBeNull();
    expect(ask({ exitCode: 5 })).toBeNull();
    expect(ask({ game: { gamePlayCost: 1 } })).toBeNull();
    expect(
      ask({ player: { ...me, statistics: { lastDepositDate: 5, lastPasswordChangeDate: null } } }),
    ).toBeNull();
    expect(ask({ player: { ...me, verification: { playerSegment: 'A' } as Player['verification'] } })).toBe(
      'notAvailableInCountry',
    );
  });

  it('an account-status refusal with an unverified email, where the site requires one, asks to verify', () => {
    const unverified = player({
      verification: { playerSegment: 'B', emailVerified: false } as Player['verification'],
    });
    const ask = (over: Partial<Parameters<typeof refusedForUnverifiedEmail>[0]>) =>
      refusedForUnverifiedEmail({ exitCode: 7, player: unverified, emailVerifiedEnabled: true, ...over });
    expect(ask({})).toBe(true);
    expect(ask({ emailVerifiedEnabled: false })).toBe(false);
    expect(ask({ exitCode: 2 })).toBe(false);
    expect(ask({ player: null })).toBe(false);
    expect(
      ask({
        player: {
          ...unverified,
          verification: { playerSegment: 'B', emailVerified: true } as Player['verification'],
        },
      }),
    ).toBe(false);
  });
});
