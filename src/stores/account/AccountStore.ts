import { makeAutoObservable, runInAction } from 'mobx';
import { isOne } from '../../../protocol/calls/results';
import { FaultCode } from '../../../protocol/faults';
import type { NamedCode } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { SessionStore } from '../session/SessionStore';
import { CHANGE_FLOWS, type ChangeFlow, type ChangeState } from './changeState';
import { idDocumentProblem, uploadIdDocument, type DocumentType } from './idDocument';
import { PinSettingsState } from './PinSettingsState';
import { VerificationRequestState } from './VerificationRequestState';

export interface ContactPreferences {
  contactByEmail: boolean;
  contactEmailNews: boolean;
  contactEmailDeposits: boolean;
  contactEmailWithdrawals: boolean;
  contactEmailWins: boolean;
}

export interface AddressInput {
  address: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
  password: string;
}

/** Email-verification dialog: choose, then 'Email sent' (spec section 2, Email verification). */
export type EmailSendState = 'idle' | 'sending' | 'sent' | 'error';

export interface AccountStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly session: SessionStore;
}

/**
 * The account pages' change flows (spec section 4, Change flows): each keeps 'false', 'true' or
 * 'error', and a failure message for the page. Calls passing on 1 are tested with isOne.
 */
export class AccountStore {
  readonly states = new Map<ChangeFlow, ChangeState>(CHANGE_FLOWS.map((f) => [f, null]));
  readonly failures = new Map<ChangeFlow, FailureMessage>();
  emailSend: EmailSendState = 'idle';
  /** Spec section 4: postal validation starts at '-1' and is '0' while checking; then '1' or 'error'. */
  postalState: '-1' | '0' | '1' | 'error' = '-1';
  postalSuggestions: { address: string; city: string; province: string }[] = [];
  /** States or provinces by country (getStateProvincesForCountry), for the address forms' choice. */
  readonly provinces = new Map<string, NamedCode[]>();

  /** The latest verification request from support, answered on /account/verification. */
  readonly verificationRequest: VerificationRequestState;
  /** The PIN a pinRequired site asks for at a withdrawal, set on /account/settings. */
  readonly pin: PinSettingsState;

  constructor(private readonly deps: AccountStoreDeps) {
    this.verificationRequest = new VerificationRequestState(deps);
    this.pin = new PinSettingsState(deps);
    makeAutoObservable<AccountStore, 'deps'>(this, { deps: false, verificationRequest: false, pin: false });
  }

  /** Loads a country's states or provinces once; a country without a list keeps a free field. */
  async loadProvinces(country: string): Promise<void> {
    if (!/^[A-Z]{2}$/.test(country) || country === 'XX' || this.provinces.has(country)) return;
    try {
      const list = await this.deps.transport.call('getStateProvincesForCountry', { country });
      runInAction(() => this.provinces.set(country, list));
    } catch (error) {
      console.warn('provinces not loaded', error);
    }
  }

  /**
   * The country an address form starts on when the player has none: the player's own country,
   * else the site's default (getCountry); null when neither is known or the call fails.
   */
  async homeCountry(): Promise<string | null> {
    try {
      return (await this.deps.transport.call('getCountry', {}))?.code ?? null;
    } catch (error) {
      console.warn('country not loaded', error);
      return null;
    }
  }

  state(flow: ChangeFlow): ChangeState {
    return this.states.get(flow) ?? null;
  }

  failure(flow: ChangeFlow): FailureMessage | null {
    return this.failures.get(flow) ?? null;
  }

  resetFlow(flow: ChangeFlow): void {
    this.states.set(flow, null);
    this.failures.delete(flow);
  }

  /** The forced change (changePassword flag) needs no old password: changePassword2. */
  changePassword(oldPassword: string, newPassword: string, confirmPassword: string): Promise<boolean> {
    if (this.deps.session.mustChangePassword)
      return this.run('password', async () => {
        const ok = isOne(await this.deps.transport.call('changePassword2', { newPassword, confirmPassword }));
        if (ok) await this.deps.session.loadPlayer(); // clears the changePassword flag
        return ok;
      });
    return this.run('password', async () =>
      isOne(await this.deps.transport.call('changePassword', { oldPassword, newPassword, confirmPassword })),
    );
  }

  updateEmail(email: string, password: string): Promise<boolean> {
    return this.runAndReload('email', () =>
      this.deps.transport.call('updatePlayerEmail', { email, password }),
    );
  }

  updatePhones(phoneMobile: string, password: string): Promise<boolean> {
    return this.runAndReload('phones', () =>
      this.deps.transport.call('updatePlayerPhones', { phoneMobile, password }),
    );
  }

  updateAddress(input: AddressInput): Promise<boolean> {
    return this.runAndReload('address', () => this.deps.transport.call('updatePlayerAddress', input));
  }

  updateNotifications(preferences: ContactPreferences): Promise<boolean> {
    return this.run('notifications', async () =>
      isOne(await this.deps.transport.call('updateContactPreference', preferences)),
    );
  }

  updateLocale(languageId: string): Promise<boolean> {
    return this.run('locale', async () =>
      isOne(await this.deps.transport.call('updatePlayerLocale', { languageId })),
    );
  }

  /** Identity document reference; the verdict arrives later as an id verification push. */
  /**
   * Asks for identity verification; a document (image or PDF) goes over HTTP as an upload, being
   * too large for the RPC envelope. The file is checked here first so the player hears at once.
   */
  requestIdVerification(documentType: DocumentType, documentNumber: string, file?: Blob): Promise<boolean> {
    const problem = file ? idDocumentProblem(file) : null;
    if (problem) {
      this.states.set('idVerification', 'error');
      this.failures.set('idVerification', { code: 'client', key: problem, text: '', fields: {} });
      return Promise.resolve(false);
    }
    const params = { documentType, documentNumber: documentNumber.trim() };
    const sent = this.run('idVerification', async () =>
      isOne(
        file
          ? await uploadIdDocument({ ...params, file }, this.deps.transport.authHeaders())
          : await this.deps.transport.call('requestIdVerification', params),
      ),
    );
    return sent.then((ok) => {
      // A Server.Validation refusal names the field's key (verification.document.size, ...): show it.
      const failure = this.failures.get('idVerification');
      const key = failure && !failure.key ? Object.values(failure.fields)[0] : undefined;
      if (failure && key) runInAction(() => this.failures.set('idVerification', { ...failure, key }));
      return ok;
    });
  }

  /** Spec section 5: the request passes only when the answer contains '#'. */
  requestPhoneValidation(phone: string): Promise<boolean> {
    return this.run('phoneCode', async () =>
      String(await this.deps.transport.call('requestPhoneValidation', { phone })).includes('#'),
    );
  }

  /** Submit passes only on '1'; success sets the verified date (the session reload brings it). */
  submitPhoneValidation(phone: string, code: string): Promise<boolean> {
    return this.runAndReload('phoneValidation', () =>
      this.deps.transport.call('submitPhoneValidation', { phone, code: code.trim() }),
    );
  }

  /** Check a postal code for the country and fetch address suggestions for it. */
  async lookupPostalCode(postalCode: string, country: string): Promise<void> {
    const code = postalCode.trim();
    if (!code || country.length !== 2 || country === 'XX') {
      this.postalState = '-1';
      this.postalSuggestions = [];
      return;
    }
    this.postalState = '0';
    try {
      const valid = isOne(await this.deps.transport.call('checkPostalCode', { postalCode: code, country }));
      const suggestions = valid
        ? await this.deps.transport.call('getAddressByPostalCode', {
            postalCode: code,
            country,
            encoded: false,
          })
        : [];
      runInAction(() => {
        this.postalState = valid ? '1' : 'error';
        this.postalSuggestions = suggestions;
      });
    } catch (error) {
      console.warn('postal lookup failed', error);
      runInAction(() => {
        this.postalState = 'error';
        this.postalSuggestions = [];
      });
    }
  }

  checkPassword(password: string): Promise<boolean> {
    return this.run('passwordCheck', async () =>
      isOne(await this.deps.transport.call('checkPassword', { password })),
    );
  }

  requestResetPassword(usernameOrEmail: string): Promise<boolean> {
    const { memberId } = this.deps;
    return this.run('requestReset', async () =>
      isOne(
        await this.deps.transport.call('requestResetPassword', {
          memberId,
          usernameOrEmail: usernameOrEmail.trim(),
        }),
      ),
    );
  }

  /**
   * /password?key= checks the emailed token when it opens (checkToken passes only on 1), so a used
   * or expired link shows the spec's "invalid or expired password link" instead of a form that fails.
   */
  checkResetToken(token: string): Promise<boolean> {
    return this.run('tokenCheck', async () => isOne(await this.deps.transport.call('checkToken', { token })));
  }

  /**
   * The server answered that the link's token is dead, or refused it as malformed (a mangled link);
   * a connection fault proves nothing, so the form stays and its submit tells.
   */
  get resetLinkDead(): boolean {
    const code = this.failure('tokenCheck')?.code;
    return this.state('tokenCheck') === 'error' && (code === 'result' || code === FaultCode.Validation);
  }

  /** /password?key=: set a new password with the emailed token. */
  resetPassword(token: string, newPassword: string): Promise<boolean> {
    return this.run('resetPassword', async () =>
      isOne(await this.deps.transport.call('resetPassword', { token, newPassword })),
    );
  }

  /** /emailconfirmation?key=: the token check. */
  confirmEmail(token: string): Promise<boolean> {
    return this.run('emailConfirmation', async () => {
      const ok = isOne(await this.deps.transport.call('submitEmailConfirmation', { token }));
      if (ok && this.deps.session.loggedIn) await this.deps.session.loadPlayer();
      return ok;
    });
  }

  /** Send Email / Resend Email in the email-verification dialogs. */
  async sendVerificationEmail(): Promise<boolean> {
    this.emailSend = 'sending';
    try {
      const ok = isOne(
        await this.deps.transport.call('requestEmailConfirmation', { memberId: this.deps.memberId }),
      );
      runInAction(() => (this.emailSend = ok ? 'sent' : 'error'));
      return ok;
    } catch (error) {
      console.warn('requestEmailConfirmation failed', error);
      runInAction(() => (this.emailSend = 'error'));
      return false;
    }
  }

  resetEmailSend(): void {
    this.emailSend = 'idle';
  }

  private runAndReload(flow: ChangeFlow, change: () => Promise<unknown>): Promise<boolean> {
    return this.run(flow, async () => {
      const ok = isOne(await change());
      if (ok) await this.deps.session.loadPlayer();
      return ok;
    });
  }

  private async run(flow: ChangeFlow, work: () => Promise<boolean>): Promise<boolean> {
    this.states.set(flow, 'false');
    this.failures.delete(flow);
    try {
      const ok = await work();
      runInAction(() => {
        this.states.set(flow, ok ? 'true' : 'error');
        if (!ok) this.failures.set(flow, { code: 'result', key: null, text: '', fields: {} });
      });
      return ok;
    } catch (error) {
      runInAction(() => {
        this.states.set(flow, 'error');
        this.failures.set(flow, failureOf(error));
      });
      return false;
    }
  }
}
