import { makeAutoObservable, runInAction } from 'mobx';
import type { ChangeState } from '../account/changeState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { RootStore } from '../RootStore';
import { dateText, defaultDate, restrictionError, untilOf, type RestrictionKind } from './restrictionDates';

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

  constructor(private readonly root: RootStore) {
    makeAutoObservable<RestrictionStore, 'root'>(this, { root: false });
  }

  start(kind: RestrictionKind): void {
    this.dates[kind] = defaultDate(kind, this.root.serverNow());
    this.errors[kind] = null;
    this.confirming = null;
    this.state = null;
    this.failure = null;
  }

  setDate(kind: RestrictionKind, text: string): void {
    this.dates[kind] = text;
    this.errors[kind] = restrictionError(kind, text, this.root.serverNow());
  }

  /** The first step: a valid date opens the confirmation. */
  ask(kind: RestrictionKind): boolean {
    this.errors[kind] = restrictionError(kind, this.dates[kind], this.root.serverNow());
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
    const until = untilOf(this.dates[kind], this.root.serverNow());
    if (until === null) return false;
    this.state = 'false';
    this.failure = null;
    try {
      await this.root.transport.call(kind === 'timeout' ? 'updateTimeout' : 'updateSelfExclusion', { until });
      runInAction(() => {
        this.state = 'true';
        this.confirming = null;
      });
      await this.root.session.logout();
      this.root.ui.showNotice({
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
