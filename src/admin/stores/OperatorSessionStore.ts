import { makeAutoObservable, runInAction } from 'mobx';
import { FaultCode, isRpcFault } from '../../../protocol/faults';
import { roleMay, type OperatorCallName } from '../../../protocol/operator/calls';
import { OperatorFault, type SetupDetail } from '../../../protocol/operator/envelope';
import type { OperatorIdentity } from '../../../protocol/operator/roles';
import type { OperatorClient } from '../net/OperatorClient';

const TOKEN_KEY = 'drawhall.operatorToken';

export type LoginStep = { kind: 'password' } | { kind: 'totp' } | { kind: 'setup'; setup: SetupDetail };

/**
 * Who is at the console: the login steps (password, then a TOTP code, or at first login the
 * enrolment and a new password), the identity the server confirmed, and logout. The token lives
 * in this tab's session storage: closing the tab ends the console's hold on it.
 */
export class OperatorSessionStore {
  operator: OperatorIdentity | null = null;
  step: LoginStep = { kind: 'password' };
  error: string | null = null;
  busy = false;
  /** Whether the remembered token was checked yet (the console waits for it before routing). */
  checked = false;

  constructor(
    private readonly client: OperatorClient,
    private readonly storage: Storage | null,
  ) {
    makeAutoObservable<this, 'client' | 'storage'>(this, { client: false, storage: false });
    client.onSessionLost = () => runInAction(() => this.forget());
  }

  get loggedIn(): boolean {
    return this.operator !== null;
  }

  may(call: OperatorCallName): boolean {
    return this.operator !== null && roleMay(this.operator.role, call);
  }

  /** Resumes a remembered token, if the server still knows it. */
  async resume(): Promise<void> {
    const token = this.storage?.getItem(TOKEN_KEY) ?? null;
    if (token) {
      this.client.setToken(token);
      try {
        const { operator } = await this.client.call('whoAmI', {});
        runInAction(() => (this.operator = operator));
      } catch (error) {
        // Only the server's "not logged in" ends the session here; a refusal for load (rate
        // limit) or a network fault leaves the token for the next reload and says what happened.
        runInAction(() => {
          if (isRpcFault(error) && error.code === FaultCode.NotLoggedIn) this.forget();
          else this.error = error instanceof Error ? error.message : String(error);
        });
      }
    }
    runInAction(() => (this.checked = true));
  }

  async login(form: {
    username: string;
    password: string;
    totp?: string;
    newPassword?: string;
  }): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      const { token, operator } = await this.client.call('operatorLogin', {
        username: form.username,
        password: form.password,
        ...(form.totp ? { totp: form.totp } : {}),
        ...(form.newPassword ? { newPassword: form.newPassword } : {}),
      });
      this.client.setToken(token);
      this.storage?.setItem(TOKEN_KEY, token);
      runInAction(() => {
        this.operator = operator;
        this.step = { kind: 'password' };
      });
    } catch (error) {
      runInAction(() => this.failed(error));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async logout(): Promise<void> {
    try {
      await this.client.call('operatorLogout', {});
    } finally {
      runInAction(() => this.forget());
    }
  }

  private failed(error: unknown): void {
    if (isRpcFault(error) && error.code === OperatorFault.SetupRequired) {
      this.step = { kind: 'setup', setup: error.detail as SetupDetail };
    } else if (isRpcFault(error) && error.code === OperatorFault.TotpRequired) {
      this.step = { kind: 'totp' };
    } else {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  private forget(): void {
    this.operator = null;
    this.client.setToken(null);
    this.storage?.removeItem(TOKEN_KEY);
  }
}
