import { makeAutoObservable, runInAction } from 'mobx';
import { COUNTRIES } from '../../../protocol/countries';
import { registrationErrors } from '../../../protocol/errors';
import { ValidationKey } from '../../../protocol/validation/forms';
import type { RpcClient } from '../../net/RpcClient';
import type { ConfigurationStore } from '../ConfigurationStore';
import { FormState } from '../forms/FormState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import {
  FULL_REGISTRATION_STEPS,
  fullRegistrationRules,
  type FullRegistrationValues,
} from './fullRegistrationRules';
import { registrationTrackingUrl, type RegistrationEvent } from './registrationTracking';
import type { TrackingGet } from './registrationTracking';
import { shortRegistrationRules, type ShortRegistrationValues } from './shortRegistrationRules';

/** Existence checks start at '-2' (not checked, spec section 4); '0' free, '1' taken, '-1' checking. */
export type ExistsState = '-2' | '-1' | '0' | '1';
export type SubmitState = 'idle' | 'submitting' | 'done' | 'failed';

/** Spec section 9: the quick-registration notice waits 3 s after login. */
export const SEGMENT_NOTICE_DELAY_MS = 3000;
/** Player segment that must complete full registration. */
const QUICK_REGISTERED = 'B';
const KNOWN_REGISTRATION_CODES = new Set([...registrationErrors.keys()].map(String));

export interface RegistrationStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly configuration: ConfigurationStore;
  readonly ui: UiStore;
  readonly session: SessionStore;
  /** The referral code remembered from ?refStr=. */
  readonly refStr: string | undefined;
  sendTrackingGet: TrackingGet;
  /** A game is being played or watched on the page now (RootStore.gameInProgress). */
  gameInProgress(): boolean;
}

/** Quick and full registration, the segment-B notice and the after-full-registration popups. */
export class RegistrationStore {
  readonly short: FormState<ShortRegistrationValues>;
  readonly full: FormState<FullRegistrationValues>;
  usernameExists: ExistsState = '-2';
  emailExists: ExistsState = '-2';
  /** Full registration's government id 1, which must be unique on the site (checkGovernmentID). */
  governmentIdExists: ExistsState = '-2';
  /** The value the government id answer is about: an edited id is not blocked by an old answer. */
  private governmentIdChecked = '';
  shortState: SubmitState = 'idle';
  fullState: SubmitState = 'idle';
  fullStep = 0;
  /** The site's occupations (getDropdownItems): value and label key; null until loaded, or if not. */
  occupations: { value: string; label: string }[] | null = null;
  failure: FailureMessage | null = null;
  private noticeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly deps: RegistrationStoreDeps,
    today?: () => Date,
  ) {
    this.short = new FormState<ShortRegistrationValues>(
      {
        username: '',
        email: '',
        phone: '',
        password: '',
        confirmPassword: '',
        country: 'XX',
        termsAccepted: false,
      },
      shortRegistrationRules,
    );
    this.full = new FormState<FullRegistrationValues>(
      {
        firstName: '',
        lastName: '',
        birthDay: '-1',
        birthMonth: '-1',
        birthYear: '-1',
        gender: '',
        occupation: '',
        phone: '',
        country: 'XX',
        state: '',
        city: '',
        address: '',
        postalCode: '',
        governmentId1: '',
        governmentId2: '',
      },
      () => fullRegistrationRules(this.overrides, today),
    );
    makeAutoObservable<RegistrationStore, 'deps' | 'noticeTimer'>(this, { deps: false, noticeTimer: false });
  }

  get overrides(): Record<string, number> {
    return this.deps.configuration.configuration?.customFields?.full_reg?.required_overrides ?? {};
  }

  /** Username or email exists check on blur; runs only when the field itself is valid. */
  async checkExists(field: 'username' | 'email'): Promise<void> {
    const value = this.short.values[field].trim();
    const prop = field === 'username' ? 'usernameExists' : 'emailExists';
    if (!value || this.short.error(field)) {
      this[prop] = '-2';
      return;
    }
    this[prop] = '-1';
    try {
      const call = field === 'username' ? 'checkUsername' : 'checkEmail';
      const taken = await this.deps.transport.call(call, { value, memberId: this.deps.memberId });
      runInAction(() => (this[prop] = Number(taken) === 1 ? '1' : '0'));
    } catch (error) {
      console.warn(`${field} check failed`, error);
      runInAction(() => (this[prop] = '-2')); // the server checks again on submit
    }
  }

  /** Government id exists check on blur in full registration; the server checks again on submit. */
  async checkGovernmentId(): Promise<void> {
    const value = this.full.values.governmentId1.trim();
    if (!value || this.full.error('governmentId1')) {
      this.governmentIdExists = '-2';
      return;
    }
    this.governmentIdExists = '-1';
    try {
      const taken = await this.deps.transport.call('checkGovernmentID', {
        value,
        memberId: this.deps.memberId,
      });
      runInAction(() => {
        this.governmentIdChecked = value;
        this.governmentIdExists = Number(taken) === 1 ? '1' : '0';
      });
    } catch (error) {
      console.warn('government id check failed', error);
      runInAction(() => (this.governmentIdExists = '-2'));
    }
  }

  /** The id in the field is the one the server said is taken. */
  get governmentIdTaken(): boolean {
    return (
      this.governmentIdExists === '1' && this.governmentIdChecked === this.full.values.governmentId1.trim()
    );
  }

  /** Quick registration, then the login sequence with the new credentials. */
  async submitShort(): Promise<boolean> {
    if (!this.short.validate() || this.usernameExists === '1' || this.emailExists === '1') return false;
    const v = this.short.values;
    this.shortState = 'submitting';
    this.failure = null;
    let playerId: number;
    try {
      ({ playerId } = await this.deps.transport.call('playerRegistration', {
        memberId: this.deps.memberId,
        username: v.username.trim(),
        ...(v.email.trim() ? { email: v.email.trim() } : {}),
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
        password: v.password,
        confirmPassword: v.confirmPassword,
        country: v.country,
        termsAccepted: v.termsAccepted,
        ...(this.deps.refStr ? { refStr: this.deps.refStr } : {}),
        languageId: this.deps.ui.language,
      }));
    } catch (error) {
      runInAction(() => this.fail('short', error));
      return false;
    }
    runInAction(() => {
      this.shortState = 'done';
      this.deps.ui.closeModal('register');
    });
    // The account exists whether or not the login below works: the registration is tracked now.
    this.track('shortRegistration', playerId);
    return this.deps.session.login(v.username.trim(), v.password);
  }

  /** The site's tracking GET (spec section 7); it never holds up or undoes the registration. */
  private track(event: RegistrationEvent, playerId: number): void {
    const url = registrationTrackingUrl(this.deps.configuration.configuration?.tracking, event, playerId);
    if (url) void this.deps.sendTrackingGet(url).catch(() => {});
  }

  /** Next on step 1 checks only that step's fields. */
  nextStep(): boolean {
    if (!this.full.validate([...FULL_REGISTRATION_STEPS[0]])) return false;
    this.fullStep = 1;
    return true;
  }

  previousStep(): void {
    this.fullStep = 0;
  }

  async submitFull(): Promise<boolean> {
    if (!this.full.validate()) {
      if (!this.full.validate([...FULL_REGISTRATION_STEPS[0]])) this.fullStep = 0;
      return false;
    }
    if (this.governmentIdTaken) return false;
    const v = this.full.values;
    const optional = (name: string, value: string) => (value.trim() ? { [name]: value.trim() } : {});
    const hasBirth = Number(v.birthYear) > 0;
    const pad = (n: string) => n.padStart(2, '0');
    this.fullState = 'submitting';
    this.failure = null;
    try {
      const { player } = await this.deps.transport.call('playerRegistrationFull', {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        birthdate: hasBirth ? `${v.birthYear}-${pad(v.birthMonth)}-${pad(v.birthDay)}` : '',
        country: v.country,
        city: v.city.trim(),
        address: v.address.trim(),
        ...(v.gender ? { gender: v.gender as 'M' | 'F' | 'O' } : {}),
        ...optional('occupation', v.occupation),
        ...optional('state', v.state),
        ...optional('postalCode', v.postalCode),
        ...optional('governmentId1', v.governmentId1),
        ...optional('governmentId2', v.governmentId2),
        ...optional('phone', v.phone),
      });
      runInAction(() => {
        this.fullState = 'done';
        this.deps.session.setPlayer(player);
        this.deps.ui.closeModal('fullRegistration');
        this.showAfterFullRegistration();
      });
      this.track('fullRegistration', player.id);
      return true;
    } catch (error) {
      runInAction(() => this.fail('full', error));
      return false;
    }
  }

  /**
   * Spec section 2: nothing when the email is verified; the confirmation popup (with resend) when
   * EMAIL_ON_FULL_REGISTRATION is 'true'; otherwise the popup offering a deposit.
   */
  showAfterFullRegistration(): void {
    if (this.deps.session.player?.verification?.emailVerified) return;
    const emailFirst = this.deps.configuration.configuration?.EMAIL_ON_FULL_REGISTRATION === 'true';
    this.deps.ui.openModal(emailFirst ? 'afterFullRegistrationEmail' : 'afterFullRegistrationDeposit');
  }

  /**
   * After login: a quick-registered (segment B) player sees the notice 3 s later. Once per login:
   * a session resumed on a page load is no new login, so a reload does not bring it back; and
   * never over a game being played or watched.
   */
  scheduleSegmentNotice(): void {
    this.cancelSegmentNotice();
    if (this.deps.session.loggedInBy === 'token') return;
    this.noticeTimer = setTimeout(() => {
      this.noticeTimer = null;
      const { session, ui } = this.deps;
      if (this.deps.gameInProgress()) return;
      if (session.loggedIn && session.player?.verification?.playerSegment === QUICK_REGISTERED)
        ui.openModal('segmentNotice');
    }, SEGMENT_NOTICE_DELAY_MS);
  }

  cancelSegmentNotice(): void {
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
    this.noticeTimer = null;
  }

  /**
   * Full registration opens with the country the player is in (getCountryCodeByIp; the server
   * answers the site's default country when the address is unknown, spec section 9). Only an
   * unchosen field is filled, and only with a country the dropdown offers.
   */
  async preselectCountry(): Promise<void> {
    if (this.full.values.country !== 'XX') return;
    try {
      const code = await this.deps.transport.call('getCountryCodeByIp', {});
      runInAction(() => {
        if (this.full.values.country === 'XX' && COUNTRIES.some((c) => c.code === code))
          this.full.set('country', code);
      });
    } catch (error) {
      console.warn('country by address not loaded', error); // the player chooses
    }
  }

  /**
   * The occupation list comes from the server (spec: configurable form dropdowns), so the full
   * registration offers the operator's choices and stores a stable code. Asked once; a failure
   * or an empty list leaves the free-text field.
   */
  async loadOccupations(): Promise<void> {
    if (this.occupations) return;
    try {
      const items = await this.deps.transport.call('getDropdownItems', {
        list: 'occupation',
        memberId: this.deps.memberId,
      });
      runInAction(() => (this.occupations = items.length ? items : null));
    } catch (error) {
      console.warn('occupations not loaded', error); // the player types it in
    }
  }

  /** Complete in the segment-B notice. */
  openFullRegistration(): void {
    this.deps.ui.closeModal('segmentNotice');
    this.fullStep = 0;
    this.deps.ui.openModal('fullRegistration');
  }

  private fail(which: 'short' | 'full', error: unknown): void {
    const failure = failureOf(error, 'errors.registration', KNOWN_REGISTRATION_CODES);
    this.failure = failure;
    const form = which === 'short' ? this.short : this.full;
    form.setErrors(renameServerFields(failure.fields));
    if (which === 'short') this.shortState = 'failed';
    else {
      this.fullState = 'failed';
      if (failure.fields.birthdate) this.fullStep = 0;
    }
  }
}

/** The server names the date 'birthdate'; the form shows that error on the year dropdown. */
function renameServerFields(fields: Record<string, string>): Record<string, string> {
  const out = { ...fields };
  if (out.birthdate) out.birthYear = out.birthdate || ValidationKey.required;
  return out;
}
