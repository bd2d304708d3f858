import { makeAutoObservable, runInAction } from 'mobx';
import { isOne } from '../../../protocol/calls/results';
import type { VerificationRequest } from '../../../protocol/calls/verification';
import type { RpcClient } from '../../net/RpcClient';

/** Statuses in which the player may still answer the request. */
const OPEN_STATUSES: ReadonlySet<VerificationRequest['status']> = new Set(['PENDING', 'ANSWERED']);

/**
 * The player's latest verification request (spec section 4): the question support asked (or the
 * document the player sent), the player's text answer, and the submit that hands it back for
 * review. The server's reloadVerificationRequest push reloads it (an operator decided it).
 */
export class VerificationRequestState {
  request: VerificationRequest | null = null;
  loaded = false;
  state: 'idle' | 'sending' | 'sent' | 'error' = 'idle';

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<VerificationRequestState, 'deps'>(this, { deps: false });
  }

  get answerable(): boolean {
    return this.request !== null && OPEN_STATUSES.has(this.request.status);
  }

  async load(): Promise<void> {
    try {
      const request = await this.deps.transport.call('getLastVerificationRequest', {});
      runInAction(() => {
        this.request = request;
        this.loaded = true;
      });
    } catch (error) {
      console.warn('verification request not loaded', error);
      runInAction(() => (this.loaded = true));
    }
  }

  /** The player's text answer; the request stays open until submitted. */
  reply(text: string): Promise<boolean> {
    const request = this.request;
    if (!request || !this.answerable || text.trim() === '') return Promise.resolve(false);
    return this.send(() =>
      this.deps.transport.call('postVerificationRequestReply', { requestId: request.id, reply: text.trim() }),
    );
  }

  /** Hands the answered request back to support for review. */
  submit(): Promise<boolean> {
    const request = this.request;
    if (!request || !this.answerable) return Promise.resolve(false);
    return this.send(() =>
      this.deps.transport.call('postVerificationRequestSubmit', { requestId: request.id }),
    );
  }

  private async send(call: () => Promise<unknown>): Promise<boolean> {
    this.state = 'sending';
    try {
      const ok = isOne(await call());
      runInAction(() => (this.state = ok ? 'sent' : 'error'));
      await this.load();
      return ok;
    } catch {
      runInAction(() => (this.state = 'error'));
      return false;
    }
  }
}
