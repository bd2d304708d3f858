import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../fakes/renderApp';
import { player, session } from '../../fakes/fixtures';
import en from '../../../../config/locales/en_US.json';

afterEach(cleanup);

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('phone login dialog', () => {
  it('opens from the login dialog, checks the number as typed, and logs in by phone', async () => {
    const { transport, root } = await renderApp('/?login=true', {
      setup: (t) => t.respond('login', { player: player(), token: 't' }).respond('loadPlayer', session()),
    });
    fireEvent.click(await screen.findByTestId('login-phone'));
    // Dialogs load when they first open.
    expect(await screen.findByTestId('phone-login-dialog')).toBeTruthy();
    expect(screen.queryByTestId('login-dialog')).toBeNull();

    type('phone-login-phone', '555--12');
    fireEvent.blur(screen.getByTestId('phone-login-phone'));
    expect(screen.getByTestId('phone-login-phone-error').textContent).toBe(
      en.registration.quick.errors.phone,
    );
    type('phone-login-password', 'abc123');
    await act(async () => fireEvent.click(screen.getByTestId('phone-login-submit')));
    expect(transport.callNames()).not.toContain('login');

    type('phone-login-phone', ' 555-0100 ');
    await act(async () => fireEvent.click(screen.getByTestId('phone-login-submit')));
    expect(transport.calls.find((c) => c.name === 'login')?.params).toEqual({
      memberId: 1,
      username: '555-0100',
      password: 'abc123',
    });
    expect(root.session.loggedIn).toBe(true);
    expect(root.ui.isOpen('phoneLogin')).toBe(false);
  });

  it('shows the login error and forgets the typed password', async () => {
    await renderApp('/?login=true', { setup: (t) => t.fault('login', '103', 'Invalid credentials') });
    fireEvent.click(await screen.findByTestId('login-phone'));
    type('phone-login-phone', '5550100');
    type('phone-login-password', 'wrong1');
    await act(async () => fireEvent.click(screen.getByTestId('phone-login-submit')));
    expect(screen.getByTestId('phone-login-error').getAttribute('data-code')).toBe('103');
    expect((screen.getByTestId('phone-login-password') as HTMLInputElement).value).toBe('');
  });
});
