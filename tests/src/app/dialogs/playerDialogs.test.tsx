import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../../../../protocol/events';
import { renderApp } from '../../fakes/renderApp';
import { player, session } from '../../fakes/fixtures';

afterEach(cleanup);

const pushOf = (p: { topic: string; event: string; data: unknown }) => p as PushMessage;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('registration dialog', () => {
  it('opens from ?signup, shows live spec messages and the exists check', async () => {
    const { transport } = await renderApp('/?signup=true', { setup: (t) => t.respond('checkUsername', 1) });
    await screen.findByTestId('register-dialog');
    type('register-username', 'bad name');
    expect(screen.getByTestId('register-username-error').textContent).toBe(
      'Username may contain letters, digits and underscore only.',
    );
    type('register-username', 'taken_name');
    expect(screen.queryByTestId('register-username-error')).toBeNull();
    expect(screen.queryByTestId('register-username-exists')).toBeNull(); // '-2': nothing yet
    await act(async () => fireEvent.blur(screen.getByTestId('register-username')));
    expect(screen.getByTestId('register-username-exists').textContent).toBe('Already exists');
    type('register-password', 'abc');
    expect(screen.getByTestId('register-password-error').getAttribute('data-key')).toBe(
      'registration.quick.errors.password',
    );
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(screen.getByTestId('register-country-error').textContent).toBe('Please select your country.');
    expect(screen.getByTestId('register-terms-error').textContent).toBe(
      'You must accept the terms and conditions.',
    );
    expect(transport.callNames()).not.toContain('playerRegistration');
  });

  it('registers, logs in and closes', async () => {
    const { transport, root } = await renderApp('/?signup=true', {
      setup: (t) =>
        t
          .respond('checkUsername', 0)
          .respond('playerRegistration', { playerId: 8 })
          .respond('login', { player: player(), token: 't' })
          .respond('loadPlayer', session()),
    });
    await screen.findByTestId('register-dialog');
    type('register-username', 'newbie');
    type('register-password', 'abc123');
    type('register-confirm-password', 'abc123');
    type('register-country', 'US');
    fireEvent.click(screen.getByTestId('register-terms'));
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    await waitFor(() => expect(root.session.loggedIn).toBe(true));
    expect(transport.callNames()).toContain('playerRegistration');
    expect(screen.queryByTestId('register-dialog')).toBeNull();
  });
});

describe('login dialog links', () => {
  it('forgot password sends the link and shows the confirmation', async () => {
    const { transport } = await renderApp('/?login=true', {
      setup: (t) => t.respond('requestResetPassword', 1),
    });
    fireEvent.click(await screen.findByTestId('login-forgot'));
    await screen.findByTestId('forgot-username');
    type('forgot-username', 'alice');
    await act(async () => fireEvent.click(screen.getByTestId('forgot-submit')));
    expect(await screen.findByTestId('forgot-confirm-dialog')).toBeTruthy();
    expect(transport.calls.at(-1)?.params).toEqual({ memberId: 1, usernameOrEmail: 'alice' });
  });
});

describe('logged-in dialogs', () => {
  it('email verification: Send Email, then Email sent with Resend and Close', async () => {
    const { root } = await renderApp('/', {
      session: session({ player: player({ details: { primaryEmail: 'a@b.co' } as never }) }),
      setup: (t) => t.respond('requestEmailConfirmation', 1),
    });
    act(() => root.ui.openModal('emailVerification'));
    expect((await screen.findByTestId('email-cancel')).textContent).toBe('Cancel');
    await act(async () => fireEvent.click(screen.getByTestId('email-send')));
    expect(await screen.findByTestId('email-sent-dialog')).toBeTruthy();
    expect(screen.getByTestId('email-sent-address').textContent).toBe('a@b.co');
    expect(screen.getByTestId('email-resend').textContent).toBe('Resend Email');
    fireEvent.click(screen.getByTestId('email-sent-close'));
    expect(screen.queryByTestId('email-sent-dialog')).toBeNull();
  });

  it('after full registration: says the email was sent, to the address, and offers to resend it', async () => {
    const { root, transport } = await renderApp('/', {
      session: session({ player: player({ details: { primaryEmail: 'a@b.co' } as never }) }),
      setup: (t) => t.respond('requestEmailConfirmation', 1),
    });
    act(() => root.ui.openModal('afterFullRegistrationEmail'));
    const dialog = await screen.findByTestId('after-full-email-dialog');
    expect(dialog.textContent).toContain('We sent you an email');
    expect(screen.getByTestId('email-sent-address').textContent).toBe('a@b.co');
    expect(screen.queryByTestId('email-send')).toBeNull(); // sent already: no "Send Email"
    await act(async () => fireEvent.click(screen.getByTestId('email-resend')));
    expect(transport.callNames()).toContain('requestEmailConfirmation');
    expect(await screen.findByTestId('email-sent-dialog')).toBeTruthy();
  });

  it('segment-B notice: Complete opens the two-step full registration', async () => {
    const { root } = await renderApp('/', {
      session: session({
        player: player({ screenName: 'Bea', verification: { playerSegment: 'B' } as never }),
      }),
      setup: (t) =>
        t.respond('getDropdownItems', [
          { value: 'student', label: 'dropdown.occupation.student' },
          { value: 'retired', label: 'dropdown.occupation.retired' },
        ]),
    });
    act(() => root.ui.openModal('segmentNotice'));
    expect((await screen.findByTestId('segment-notice-dialog')).textContent).toContain('Welcome, Bea!');
    fireEvent.click(screen.getByTestId('segment-complete'));
    expect(await screen.findByTestId('full-registration-dialog')).toBeTruthy();
    expect(screen.getByTestId('full-registration-step').textContent).toBe('Step 1 of 2');
    fireEvent.click(screen.getByTestId('full-next'));
    expect(screen.getByTestId('full-first-name-error').textContent).toBe('This field is required.');
    type('full-first-name', 'Bea');
    type('full-last-name', 'Lee');
    type('full-birth-day', '2');
    type('full-birth-month', '3');
    type('full-birth-year', '1990');
    type('full-gender', 'F');
    // The occupations the server lists, by their translated names; the code is what is kept.
    await waitFor(() => expect(screen.getByTestId('full-occupation').tagName).toBe('SELECT'));
    const occupations = [...screen.getByTestId('full-occupation').querySelectorAll('option')];
    expect(occupations.map((o) => o.textContent)).toEqual(['Please choose', 'Student', 'Retired']);
    type('full-occupation', 'retired');
    expect(root.registration.full.values.occupation).toBe('retired');
    fireEvent.click(screen.getByTestId('full-next'));
    expect(screen.getByTestId('full-registration-step').textContent).toBe('Step 2 of 2');
    expect(screen.getByTestId('full-city')).toBeTruthy();
  });

  it("'Promotion Awarded!' notice shows the amount", async () => {
    const { transport } = await renderApp('/', { session: session() });
    act(() =>
      transport.push(
        pushOf({
          topic: 'cashier.7',
          event: 'couponApplied',
          data: { instantCoupon: true, amount: 5, currencyId: 'USD' },
        }),
      ),
    );
    expect(screen.getByTestId('notice-dialog').textContent).toContain('Promotion Awarded!');
    expect(screen.getByTestId('notice-body').textContent).toBe('You were awarded $5.');
  });

  it("'You have been logged out' on a login-elsewhere push", async () => {
    const { transport } = await renderApp('/', { session: session() });
    act(() => transport.push(pushOf({ topic: 'player.7', event: 'loginFromAnotherPlace', data: { at: 1 } })));
    expect(screen.getByTestId('notice-dialog').textContent).toContain('You have been logged out');
  });
});

describe('where a dialog leaves the page', () => {
  it('login scrolls the page to its top; a popup over the page keeps its place', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as never;
    const { root } = await renderApp('/');
    act(() => root.ui.showNotice({ titleKey: 'notices.refunded.title', bodyKey: 'notices.refunded.body' }));
    await screen.findByTestId('notice-dialog');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => root.ui.showNotice(null));
    act(() => root.ui.openModal('login'));
    await screen.findByTestId('login-dialog');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
