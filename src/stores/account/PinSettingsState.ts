import { makeAutoObservable, runInAction } from 'mobx';
import { PIN_FORMAT, type PinStatus } from '../../../protocol/calls/players';
import { isOne } from '../../../protocol/calls/results';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf, type FailureMessage } from '../forms/faultMessage';

/** The wrong-password fault (spec error catalogue 103): the message says so, not the server's words. */
const INCORRECT_PASSWORD = '103';

/**
 * Account settings' PIN (spec section 6, pinRequired): whether the site asks for one, whether the
 * player set one, and setting or changing it with the account password.
 */
export class PinSettingsState {
  status: PinStatus | null = null;
  state: 'idle' | 'saving' | 'saved' | 'error' = 'idle';
  failure: FailureMessage | null = null;

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<PinSettingsState, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const status = await this.deps.transport.call('getPlayerPinStatus', {});
      runInAction(() => (this.status = status));
    } catch (error) {
      console.warn('PIN status not loaded', error);
    }
  }

  /** Sets the PIN; a malformed one is refused here, a wrong password by the server. */
  async save(password: string, pin: string): Promise<boolean> {
    if (!PIN_FORMAT.test(pin)) return this.fail({ code: 'pin', key: 'pin.format', text: '', fields: {} });
    if (password === '')
      return this.fail({ code: 'password', key: 'pin.passwordNeeded', text: '', fields: {} });
    this.state = 'saving';
    this.failure = null;
    try {
      const ok = isOne(await this.deps.transport.call('setPlayerPin', { password, pin }));
      runInAction(() => {
        this.state = ok ? 'saved' : 'error';
        if (ok && this.status) this.status = { ...this.status, set: true };
      });
      return ok;
    } catch (error) {
      const failure = failureOf(error);
      return this.fail(
        failure.code === INCORRECT_PASSWORD ? { ...failure, key: 'pin.wrongPassword' } : failure,
      );
    }
  }

  private fail(failure: FailureMessage): false {
    runInAction(() => {
      this.state = 'error';
      this.failure = failure;
    });
    return false;
  }
}
