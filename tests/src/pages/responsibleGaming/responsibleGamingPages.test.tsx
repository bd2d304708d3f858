import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import type { SelfLimits } from '../../../../protocol/types/player';
import { renderApp } from '../../fakes/renderApp';
import { player, session } from '../../fakes/fixtures';

afterEach(cleanup);

const DAY = 86_400_000;
// Lazy page chunks load slowly when the machine is busy.
const SLOW = { timeout: 5000 };
const selfLimits = (over: Partial<SelfLimits> = {}): SelfLimits => ({
  dailyEnabled: false,
  dailyDepositLimit: 0,
  weeklyEnabled: false,
  weeklyDepositLimit: 0,
  monthlyEnabled: false,
  monthlyDepositLimit: 0,
  weeklyBetEnabled: true,
  weeklyBetLimit: 10,
  currency: 'USD',
  ...over,
});
const withLimits = (over: Partial<SelfLimits> = {}) =>
  session({ player: player({ selfLimits: selfLimits(over) }) });
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('responsible-gaming pages', () => {
  it('/cashier/responsiblegaming links to every section', async () => {
    await renderApp('/cashier/responsiblegaming', { session: withLimits() });
    await screen.findByTestId('rg-page', {}, SLOW);
    for (const link of ['limits', 'realitycheck', 'timeout', 'exclusion'])
      expect(screen.getByTestId(`rg-link-${link}`)).toBeTruthy();
  });

  it('/limits: errors while typing, pending changes with their dates', async () => {
    const effectiveAt = Date.UTC(2031, 4, 6, 12, 0);
    await renderApp('/cashier/responsiblegaming/limits', {
      session: withLimits({ pending: [{ kind: 'weeklyBet', enabled: false, amount: 0, effectiveAt }] }),
    });
    await screen.findByTestId('rg-limits-page', {}, SLOW);
    // The form is reset from the player record, again when that record arrives: wait for its values.
    await waitFor(
      () => expect((screen.getByTestId('rg-limit-weeklyBet-amount') as HTMLInputElement).value).toBe('10'),
      SLOW,
    );
    fireEvent.click(screen.getByTestId('rg-limit-daily-enabled'));
    expect(screen.getByTestId('rg-limit-daily-error').textContent).toBe('Please enter a positive amount.');
    type('rg-limit-daily-amount', '80');
    fireEvent.click(screen.getByTestId('rg-limit-weekly-enabled'));
    type('rg-limit-weekly-amount', '40');
    expect(screen.getByTestId('rg-limit-daily-error').textContent).toMatch(/cannot be above the weekly/);
    expect(screen.getByTestId('rg-pending-weeklyBet').textContent).toMatch(
      /Weekly wagering limit is removed on .*2031/,
    );
  });

  it('/timeout: asks to confirm before the irreversible call', async () => {
    const { transport, root } = await renderApp('/cashier/responsiblegaming/timeout', {
      session: withLimits(),
      setup: (t) => t.respond('updateTimeout', 'success').respond('logout', true),
    });
    await screen.findByTestId('rg-timeout-page', {}, SLOW);
    type('rg-timeout-date', new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10));
    expect(screen.getByTestId('rg-timeout-date-error').textContent).toMatch(/6 weeks/);
    type('rg-timeout-date', new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10));
    fireEvent.click(screen.getByTestId('rg-timeout-submit'));
    expect(screen.getByTestId('rg-timeout-confirm')).toBeTruthy();
    expect(transport.callNames()).not.toContain('updateTimeout');
    await act(async () => fireEvent.click(screen.getByTestId('rg-timeout-confirm-button')));
    expect(transport.callNames()).toContain('updateTimeout');
    expect(root.session.loggedIn).toBe(false);
  });

  it('/exclusion leads to /exclusion/set', async () => {
    await renderApp('/cashier/responsiblegaming/exclusion', { session: withLimits() });
    fireEvent.click(await screen.findByTestId('rg-exclusion-continue', {}, SLOW));
    expect(await screen.findByTestId('rg-exclusion-set-page', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('rg-exclusion-date')).toBeTruthy();
  });

  it('reality check dialog: time played, net loss, continue', async () => {
    const { transport } = await renderApp('/cashier/responsiblegaming/realitycheck', {
      session: withLimits({ realityCheckMinutes: 15 }),
    });
    await waitFor(
      () => expect((screen.getByTestId('rg-realitycheck-minutes') as HTMLSelectElement).value).toBe('15'),
      SLOW,
    );
    act(() =>
      transport.push({
        topic: 'player.7',
        event: 'realityCheck',
        data: {
          sessionStartedAt: 0,
          playedMs: 40 * 60_000,
          intervalMinutes: 15,
          net: [{ currency: 'USD', amount: -2.2 }],
          at: 1,
        },
        seq: 1,
      }),
    );
    expect(screen.getByTestId('reality-check-played').textContent).toBe('You have played for 0 h 40 min.');
    expect(screen.getByTestId('reality-check-net-USD').textContent).toMatch(/lost \$2\.20/);
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
  });

  it('deposit limit reached popup after a refused deposit', async () => {
    const { root } = await renderApp('/cashier/responsiblegaming', { session: withLimits() });
    await screen.findByTestId('rg-page', {}, SLOW);
    act(() =>
      root.responsibleGaming.onDepositRefused(
        new RpcFault('Server.Processing', 'Deposit limit reached', { reason: 'depositLimitReached' }),
      ),
    );
    expect(screen.getByTestId('depositLimitReached-body').textContent).toMatch(/retry after 24 hours/);
    fireEvent.click(screen.getByTestId('depositLimitReached-ok'));
    expect(screen.queryByTestId('depositLimitReached-dialog')).toBeNull();
  });
});
