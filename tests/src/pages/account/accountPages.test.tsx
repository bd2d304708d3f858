import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../fakes/renderApp';
import { player, session } from '../../fakes/fixtures';

afterEach(cleanup);

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('account pages', () => {
  it('/account lists the account sections', async () => {
    await renderApp('/account', { session: session() });
    expect(await screen.findByTestId('account-page')).toBeTruthy();
    expect(screen.getByTestId('account-link-email').getAttribute('href')).toBe('/account/email');
    expect(screen.getByTestId('account-link-settings')).toBeTruthy();
  });

  it("/account/password: live rules, then 'false' -> 'true'", async () => {
    const { transport } = await renderApp('/account/password', {
      session: session(),
      setup: (t) => t.respond('changePassword', 1),
    });
    await screen.findByTestId('account-password-page');
    type('password-new', 'short');
    expect(screen.getByTestId('password-new-error').textContent).toContain('6 to 20 characters');
    type('password-old', 'old1pass');
    type('password-new', 'new1pass');
    type('password-confirm', 'new1pasX');
    expect(screen.getByTestId('password-confirm-error').textContent).toBe('The values do not match.');
    type('password-confirm', 'new1pass');
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    expect((await screen.findByTestId('password-status')).getAttribute('data-state')).toBe('true');
    expect(transport.callNames()).toContain('changePassword');
  });

  it("/account/email shows 'error' with the server's message", async () => {
    await renderApp('/account/email', {
      session: session(),
      setup: (t) => t.fault('updatePlayerEmail', 'Server.Processing', 'Wrong password'),
    });
    await screen.findByTestId('account-email-page');
    type('account-email', 'new@example.com');
    type('account-email-password', 'pw');
    await act(async () => fireEvent.click(screen.getByTestId('account-email-submit')));
    expect((await screen.findByTestId('account-email-status')).getAttribute('data-state')).toBe('error');
    expect(screen.getByTestId('account-email-status-error').textContent).toBe('Wrong password');
  });

  it('/password?changeNow=true is the forced change without the old password', async () => {
    const { transport } = await renderApp('/password?changeNow=true', {
      session: session({ player: player({ changePassword: true }) }),
      setup: (t) => t.respond('changePassword2', 1),
    });
    expect(await screen.findByTestId('password-change-now')).toBeTruthy();
    expect(screen.queryByTestId('password-old')).toBeNull();
    type('password-new', 'new1pass');
    type('password-confirm', 'new1pass');
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    expect(transport.callNames()).toContain('changePassword2');
  });

  it('/password?key= resets with the token for a visitor', async () => {
    const { transport } = await renderApp('/password?key=tok123', {
      setup: (t) => t.respond('resetPassword', '1').respond('checkToken', 1),
    });
    await screen.findByTestId('password-page');
    type('password-new', 'new1pass');
    type('password-confirm', 'new1pass');
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    expect(transport.calls.at(-1)).toEqual({
      name: 'resetPassword',
      params: { token: 'tok123', newPassword: 'new1pass' },
    });
    expect((await screen.findByTestId('password-status')).getAttribute('data-state')).toBe('true');
  });

  it('/password?key= with a used or expired token shows the invalid-link notice, not the form', async () => {
    const { transport } = await renderApp('/password?key=used1', {
      setup: (t) => t.respond('checkToken', 0),
    });
    expect((await screen.findByTestId('password-invalid-link')).textContent).toBe(
      'This password link is invalid or has expired.',
    );
    expect(screen.queryByTestId('password-new')).toBeNull();
    expect(transport.calls).toContainEqual({ name: 'checkToken', params: { token: 'used1' } });
  });

  it('/emailconfirmation?key= confirms on arrival', async () => {
    await renderApp('/emailconfirmation?key=abc', { setup: (t) => t.respond('submitEmailConfirmation', 1) });
    const state = await screen.findByTestId('email-confirmation-state');
    await act(async () => {});
    expect(state.getAttribute('data-state')).toBe('true');
    expect(state.textContent).toBe('Thank you! Your email address is confirmed.');
  });

  it('/account/settings stores the sound choice', async () => {
    const { root } = await renderApp('/account/settings', { session: session() });
    fireEvent.click(await screen.findByTestId('settings-sound'));
    expect(root.settings.soundEnabled).toBe(false);
    expect((screen.getByTestId('settings-connection-websocket') as HTMLInputElement).checked).toBe(true);
  });

  it('/account/verification offers only the documents still to verify', async () => {
    const options = () =>
      [...screen.getByTestId('verification-document-type').querySelectorAll('option')].map((o) => o.value);
    const verified = (verification: Record<string, unknown>) =>
      session({ player: player({ verification } as unknown as Parameters<typeof player>[0]) });

    await renderApp('/account/verification', { session: verified({}) });
    await screen.findByTestId('account-verification-page');
    expect(options()).toEqual([
      'passport',
      'idCard',
      'driverLicence',
      'utilityBill',
      'bankStatement',
      'taxLetter',
    ]);
    cleanup();

    await renderApp('/account/verification', { session: verified({ idVerified: true }) });
    await screen.findByTestId('account-verification-page');
    expect(options()).toEqual(['utilityBill', 'bankStatement', 'taxLetter']);
    cleanup();

    await renderApp('/account/verification', {
      session: verified({ idVerified: true, addressVerified: true }),
    });
    await screen.findByTestId('account-verification-page');
    expect(screen.queryByTestId('verification-document-type')).toBeNull();
  });

  // Issue 34: getLastVerificationRequest, postVerificationRequestReply and -Submit had no caller,
  // and the reloadVerificationRequest push was dropped.
  it("/account/verification answers support's request, submits it, and shows the decision pushed later", async () => {
    let status = 'PENDING';
    let reply: string | null = null;
    const { transport } = await renderApp('/account/verification', {
      session: session(),
      setup: (t) =>
        t
          .respond('getLastVerificationRequest', () => ({
            id: 41,
            status,
            question: 'Please send a bank statement showing your name.',
            reply,
            createdOn: 1,
          }))
          .respond('postVerificationRequestReply', (p: { reply: string }) => {
            reply = p.reply;
            status = 'ANSWERED';
            return 1;
          })
          .respond('postVerificationRequestSubmit', () => {
            status = 'SUBMITTED';
            return 1;
          }),
    });
    const question = await screen.findByTestId('verification-request-question');
    expect(question.textContent).toContain('bank statement');
    type('verification-request-answer', 'Uploaded it just now.');
    await act(async () => fireEvent.click(screen.getByTestId('verification-request-send')));
    expect(transport.calls.find((c) => c.name === 'postVerificationRequestReply')?.params).toEqual({
      requestId: 41,
      reply: 'Uploaded it just now.',
    });
    expect((await screen.findByTestId('verification-request-reply')).textContent).toContain('Uploaded it');
    await act(async () => fireEvent.click(screen.getByTestId('verification-request-submit')));
    expect(screen.getByTestId('verification-request-status').getAttribute('data-status')).toBe('SUBMITTED');
    expect(screen.queryByTestId('verification-request-answer')).toBeNull();
    status = 'VERIFIED';
    await act(async () => {
      transport.push({
        topic: 'cashier.7',
        seq: 1,
        event: 'reloadVerificationRequest',
        data: { requestId: 41 },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('verification-request-status').getAttribute('data-status')).toBe('VERIFIED');
  });

  // Issue 34: getStateProvincesForCountry had no caller; the address form offers the country's list.
  it('/account/address offers the states of the chosen country, and a free field where there is no list', async () => {
    const { transport } = await renderApp('/account/address', {
      session: session(),
      setup: (t) =>
        t.respond('getStateProvincesForCountry', (p: { country: string }) =>
          p.country === 'US'
            ? [
                { code: 'NY', name: 'New York' },
                { code: 'TX', name: 'Texas' },
              ]
            : [],
        ),
    });
    await screen.findByTestId('account-address-page');
    expect(screen.getByTestId('account-province').tagName).toBe('INPUT');
    await act(async () => {
      fireEvent.change(screen.getByTestId('account-country'), { target: { value: 'US' } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const province = screen.getByTestId('account-province');
    expect(province.tagName).toBe('SELECT');
    expect([...province.querySelectorAll('option')].map((o) => o.textContent)).toContain('Texas');
    expect(transport.calls.find((c) => c.name === 'getStateProvincesForCountry')?.params).toEqual({
      country: 'US',
    });
  });

  it("/account/address starts a player without an address on the player's country", async () => {
    await renderApp('/account/address', {
      session: session(),
      setup: (t) =>
        t.respond('getCountry', { code: 'CA', name: 'Canada' }).respond('getStateProvincesForCountry', []),
    });
    const country = (await screen.findByTestId('account-country')) as HTMLSelectElement;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(country.value).toBe('CA');
  });
});
