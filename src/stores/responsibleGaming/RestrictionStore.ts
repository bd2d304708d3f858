import { makeAutoObservable, runInAction } from 'mobx';
import type { RpcClient } from '../../net/RpcClient';
import type { ChangeState } from '../account/changeState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import { dateText, defaultDate, restrictionError, untilOf, type RestrictionKind } from './restrictionDates';

export interface RestrictionStoreDeps {
  readonly transport: RpcClient;
  readonly session: SessionStore;
  readonly ui: UiStore;
  serverNow(): number;
}

/**
 * Time-out and self-exclusion (spec sections 4 and 9): a date checked as it is typed, then a
 * confirmation, because neither can be undone before it ends. On success the server has ended
 * the session, so the player is logged out and told until when.
 */
export class RestrictionStore {
  dates: Record<RestrictionKind, string> = { timeout: '', exclusion: '' };
  errors: Record<RestrictionKind, string | null> = { timeout: null, exclusion: null };
  confirming: RestrictionKind | null = null;
  state: ChangeState = null;
  failure: FailureMessage | null = null;

  constructor(private readonly deps: RestrictionStoreDeps) {
    makeAutoObservable<RestrictionStore, 'deps'>(this, { deps: false });
  }

  start(kind: RestrictionKind): void {
    this.dates[kind] = defaultDate(kind, this.deps.serverNow());
    this.errors[kind] = null;
    this.confirming = null;
    this.state = null;
    this.failure = null;
  }

  setDate(kind: RestrictionKind, text: string): void {
    this.dates[kind] = text;
    this.errors[kind] = restrictionError(kind, text, this.deps.serverNow());
  }

  /** The first step: a valid date opens the confirmation. */
  ask(kind: RestrictionKind): boolean {
    this.errors[kind] = restrictionError(kind, this.dates[kind], this.deps.serverNow());
    if (this.errors[kind]) return false;
    this.confirming = kind;
    return true;
  }

  cancel(): void {
    this.confirming = null;
  }

  async confirm(): Promise<boolean> {
    const kind = this.confirming;
    if (!kind) return false;
    const until = untilOf(this.dates[kind], this.deps.serverNow());
    if (until === null) return false;
    this.state = 'false';
    this.failure = null;
    try {
      await this.deps.transport.call(kind === 'timeout' ? 'updateTimeout' : 'updateSelfExclusion', { until });
      runInAction(() => {
        this.state = 'true';
        this.confirming = null;
      });
      await this.deps.session.logout();
      this.deps.ui.showNotice({
        titleKey: `respgaming.${kind}.doneTitle`,
        bodyKey: `respgaming.${kind}.doneBody`,
        values: { date: dateText(until) },
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.confirming = null;
        this.failure = failureOf(error);
        const key = this.failure.fields.until;
        if (key) this.errors[kind] = key;
      });
      return false;
    }
  }
}
