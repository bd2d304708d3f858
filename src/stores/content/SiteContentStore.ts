import { makeAutoObservable, runInAction } from 'mobx';
import type { TicketStatus } from '../../../protocol/calls/play';
import type { ReferralEntry } from '../../../protocol/calls/referrals';
import { isOne } from '../../../protocol/calls/results';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf, type FailureMessage } from '../forms/faultMessage';

export interface SupportCaseInput {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
}

export interface TicketCheck {
  status: TicketStatus;
  prize?: number;
  currencyId?: string;
  gameInstanceId?: number;
}

export interface SiteContentStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
}

/**
 * The contact form, the ticket scan and the referral pages (issue 15). Spec section 4: a support
 * case is 0 while pending, the created ticket id, or -1 when it failed; the referral invite keeps
 * 'false' / 'true' or the error.
 */
export class SiteContentStore {
  /** null before any post. */
  supportCase: number | null = null;
  supportFailure: FailureMessage | null = null;
  ticketCheck: TicketCheck | null = null;
  ticketChecking = false;
  ticketFailure: FailureMessage | null = null;
  referralCode = '';
  referrals: ReferralEntry[] = [];
  referralsLoading = false;
  inviteState: 'false' | 'true' | string | null = null;
  inviteFailure: FailureMessage | null = null;

  constructor(private readonly deps: SiteContentStoreDeps) {
    makeAutoObservable<SiteContentStore, 'deps'>(this, { deps: false });
  }

  get referralLink(): string {
    if (!this.referralCode) return '';
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    return `${origin}/?refStr=${encodeURIComponent(this.referralCode)}`;
  }

  async createSupportCase(input: SupportCaseInput): Promise<void> {
    this.supportCase = 0;
    this.supportFailure = null;
    try {
      const id = await this.deps.transport.call('createSupportCase', {
        memberId: this.deps.memberId,
        ...input,
      });
      runInAction(() => (this.supportCase = id));
    } catch (error) {
      runInAction(() => {
        this.supportCase = -1;
        this.supportFailure = failureOf(error);
      });
    }
  }

  resetSupportCase(): void {
    this.supportCase = null;
    this.supportFailure = null;
  }

  async checkTicket(ticketId: string, secureKey: string): Promise<void> {
    this.ticketChecking = true;
    this.ticketFailure = null;
    this.ticketCheck = null;
    try {
      const result = await this.deps.transport.call('checkTicketStatus', {
        ticketId: ticketId.trim().toUpperCase(),
        secureKey: secureKey.trim(),
      });
      runInAction(() => (this.ticketCheck = result));
    } catch (error) {
      runInAction(() => (this.ticketFailure = failureOf(error)));
    } finally {
      runInAction(() => (this.ticketChecking = false));
    }
  }

  async loadReferrals(): Promise<void> {
    this.referralsLoading = true;
    try {
      const report = await this.deps.transport.call('getReferralsReport', {});
      runInAction(() => {
        this.referralCode = report.referralCode;
        this.referrals = report.referrals;
      });
    } catch (error) {
      console.warn('referrals report failed', error);
    } finally {
      runInAction(() => (this.referralsLoading = false));
    }
  }

  async sendInvite(email: string, name?: string, message?: string): Promise<void> {
    this.inviteState = 'false';
    this.inviteFailure = null;
    try {
      const result = await this.deps.transport.call('sendPlayerInvite', {
        email,
        ...(name ? { name } : {}),
        ...(message ? { message } : {}),
      });
      runInAction(() => (this.inviteState = isOne(result) ? 'true' : String(result)));
    } catch (error) {
      runInAction(() => {
        this.inviteState = 'error';
        this.inviteFailure = failureOf(error);
      });
    }
  }

  resetInvite(): void {
    this.inviteState = null;
    this.inviteFailure = null;
  }
}
