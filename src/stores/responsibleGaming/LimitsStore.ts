import { makeAutoObservable, runInAction } from 'mobx';
import type { LimitKindName, PendingLimitChange, SelfLimits } from '../../../protocol/types/player';
import type { RpcClient } from '../../net/RpcClient';
import type { ChangeState } from '../account/changeState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import { FormState } from '../forms/FormState';
import type { SessionStore } from '../session/SessionStore';
import {
  amountField,
  enabledField,
  fromSelfLimits,
  LIMIT_KINDS,
  limitRules,
  toRequest,
  type LimitsFormValues,
} from './limitsForm';

export interface LimitsStoreDeps {
  readonly transport: RpcClient;
  readonly session: SessionStore;
}

/** /cashier/responsiblegaming/limits: deposit limits and the weekly wagering limit (spec section 5). */
export class LimitsStore {
  readonly form: FormState<LimitsFormValues>;
  state: ChangeState = null;
  failure: FailureMessage | null = null;
  private readonly touchedKinds = new Set<LimitKindName>();

  constructor(private readonly deps: LimitsStoreDeps) {
    this.form = new FormState<LimitsFormValues>(fromSelfLimits(null), () =>
      limitRules(() => this.selfLimits?.accountLimits),
    );
    makeAutoObservable<LimitsStore, 'deps' | 'touchedKinds'>(this, { deps: false, touchedKinds: false });
  }

  get selfLimits(): SelfLimits | null {
    return this.deps.session.player?.selfLimits ?? null;
  }

  /** Loosenings and removals waiting for their date, soonest first. */
  get pending(): PendingLimitChange[] {
    return [...(this.selfLimits?.pending ?? [])].sort((a, b) => a.effectiveAt - b.effectiveAt);
  }

  get accountLimits(): NonNullable<SelfLimits['accountLimits']> {
    return this.selfLimits?.accountLimits ?? [];
  }

  get currency(): string {
    return this.selfLimits?.currency ?? this.deps.session.primaryAccount?.accountCurrency ?? 'USD';
  }

  get waitDays(): number {
    return this.selfLimits?.limitChangeWaitDays ?? 30;
  }

  /** The form starts from the limits in force (on opening the page and after a save). */
  reset(): void {
    this.form.reset(fromSelfLimits(this.selfLimits));
    this.touchedKinds.clear();
    this.state = null;
    this.failure = null;
  }

  setEnabled(kind: LimitKindName, enabled: boolean): void {
    this.form.set(enabledField(kind), enabled);
    this.touch(kind);
  }

  setAmount(kind: LimitKindName, text: string): void {
    this.form.set(amountField(kind), text);
    this.touch(kind);
  }

  /** Checked while typing: the ordering rules tie the limits together, so every touched one is rechecked. */
  private touch(kind: LimitKindName): void {
    this.touchedKinds.add(kind);
    this.form.validate([...this.touchedKinds].map(amountField));
  }

  async save(): Promise<boolean> {
    if (!this.form.validate(LIMIT_KINDS.map(amountField))) return false;
    this.state = 'false';
    this.failure = null;
    try {
      await this.deps.transport.call('updateSelfLimits', toRequest(this.form.values));
      await this.deps.session.loadPlayer();
      runInAction(() => {
        this.reset();
        this.state = 'true';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.failure = failureOf(error);
        this.form.setErrors(this.failure.fields);
      });
      return false;
    }
  }
}
