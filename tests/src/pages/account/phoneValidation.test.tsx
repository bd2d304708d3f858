import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootStore } from '../../../../src/stores/RootStore';
import type { FakeTransport } from '../../fakes/FakeTransport';
import { renderApp } from '../../fakes/renderApp';
import { player, session } from '../../fakes/fixtures';

// Spec section 2 lists phone validation among the dialogs; here it is a section of /account/phone.
// Section 5: the request passes only when the answer contains '#', the submit only on '1'.

const PHONE = '555-0100';
const RIGHT_CODE = '246810';

let started: RootStore | null = null;
afterEach(() => {
  cleanup();
  started?.stop();
  started = null;
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/**
 * The server's rules: a code is texted ('sent#' and the last digits), only RIGHT_CODE verifies,
 * and the player reloaded after it carries the verified date. Set after the login, whose own
 * loadPlayer answer it replaces.
 */
function smsServer(t: FakeTransport) {
  let verifiedAt: number | null = null;
  t.respond('requestPhoneValidation', ({ phone }: { phone: string }) => `sent#${phone.slice(-4)}`)
    .respond('submitPhoneValidation', ({ code }: { code: string }) => {
      if (code !== RIGHT_CODE) return '0';
      verifiedAt = 1_700_000_000_000;
      return '1';
    })
    .respond('loadPlayer', () =>
      session({
        player: player({
          details: { phoneMobile: PHONE } as never,
          verification: (verifiedAt ? { phoneVerifiedDate: verifiedAt } : {}) as never,
        }),
      }),
    );
}

async function phonePage(change: (t: FakeTransport) => void = () => undefined) {
  const app = await renderApp('/account/phone', {
    session: session({ player: player({ details: { phoneMobile: PHONE } as never }) }),
  });
  started = app.root;
  smsServer(app.transport);
  change(app.transport);
  await screen.findByTestId('phone-validation');
  return app;
}

describe('phone validation on /account/phone', () => {
  it('sends a code, says so when the code is wrong, and marks the phone verified on the right one', async () => {
    const { transport, root } = await phonePage();
    expect(screen.getByRole('heading', { name: 'Verify your phone' })).toBeTruthy();
    expect(screen.queryByTestId('phone-code')).toBeNull();
    const send = screen.getByTestId('phone-send-code');
    expect(send.textContent).toBe('Send me a code by SMS');
    await act(async () => fireEvent.click(send));
    expect(transport.calls.find((c) => c.name === 'requestPhoneValidation')?.params).toEqual({
      phone: PHONE,
    });

    // The code field replaces the send button.
    expect(screen.queryByTestId('phone-send-code')).toBeNull();
    expect(screen.getByText('Code from the SMS')).toBeTruthy();
    // Not a code at all: named on the page, nothing sent.
    type('phone-code', '12a');
    await act(async () => fireEvent.click(screen.getByTestId('phone-submit-code')));
    expect(screen.getByTestId('phone-code-malformed').textContent).toBe(
      'The code is 4 to 8 digits, as in the text message.',
    );
    expect(transport.callNames()).not.toContain('submitPhoneValidation');
    type('phone-code', '135790');
    await act(async () => fireEvent.click(screen.getByTestId('phone-submit-code')));
    expect(screen.queryByTestId('phone-code-malformed')).toBeNull();
    expect(screen.getByTestId('phone-validation-status').getAttribute('data-state')).toBe('error');
    expect(screen.getByTestId('phone-validation-status-error').textContent).toBe(
      'Sorry, that did not work. Please try again.',
    );
    expect(screen.queryByTestId('phone-verified')).toBeNull();

    type('phone-code', ` ${RIGHT_CODE} `);
    await act(async () => fireEvent.click(screen.getByTestId('phone-submit-code')));
    expect(transport.calls.filter((c) => c.name === 'submitPhoneValidation').at(-1)?.params).toEqual({
      phone: PHONE,
      code: RIGHT_CODE,
    });
    await waitFor(() => expect(screen.getByTestId('phone-verified').textContent).toBe('Verified'));
    expect(screen.queryByTestId('phone-code')).toBeNull();
    expect(root.session.player?.verification?.phoneVerifiedDate).toBe(1_700_000_000_000);
  });

  it('a request the server did not send (no # in its answer) shows the fault and no code field', async () => {
    const { transport } = await phonePage((t) => t.respond('requestPhoneValidation', 'not sent'));
    await act(async () => fireEvent.click(screen.getByTestId('phone-send-code')));
    expect(transport.callNames()).toContain('requestPhoneValidation');
    expect(screen.getByTestId('phone-code-status-error').textContent).toBe(
      'Sorry, that did not work. Please try again.',
    );
    expect(screen.queryByTestId('phone-code')).toBeNull();
    expect(screen.getByTestId('phone-send-code')).toBeTruthy();
  });

  it("a refused request shows the server's words", async () => {
    await phonePage((t) =>
      t.fault('requestPhoneValidation', 'Server.RateLimited', 'Too many codes sent, try again later'),
    );
    await act(async () => fireEvent.click(screen.getByTestId('phone-send-code')));
    expect(screen.getByTestId('phone-code-status-error').textContent).toBe(
      'Too many codes sent, try again later',
    );
  });

  it('a phone already verified shows Verified and offers no code', async () => {
    const { root } = await renderApp('/account/phone', {
      session: session({
        player: player({
          details: { phoneMobile: PHONE } as never,
          verification: { phoneVerifiedDate: 1_600_000_000_000 } as never,
        }),
      }),
    });
    started = root;
    await screen.findByTestId('account-phone-page');
    expect(screen.getByTestId('phone-verified').textContent).toBe('Verified');
    expect(screen.queryByTestId('phone-send-code')).toBeNull();
  });
});
