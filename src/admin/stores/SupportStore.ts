import { makeAutoObservable, runInAction } from 'mobx';
import type {
  OperatorParams,
  OperatorResult,
  SupportCaseListing,
  SupportCaseState,
  SupportOperator,
} from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

export const SUPPORT_PAGE_SIZE = 25;

export interface SupportFilter {
  siteId?: number;
  status: SupportCaseState;
  /** The caller's cases, or the cases nobody has taken; undefined: everyone's. */
  assignee?: 'me' | 'unassigned';
  offset: number;
  sort?: OperatorParams<'listSupportCases'>['sort'];
  dir?: 'asc' | 'desc';
}

/** The support inbox: a page of cases, one case opened, and the replies and closes on it. */
export class SupportStore {
  cases: SupportCaseListing[] = [];
  total = 0;
  opened: OperatorResult<'getSupportCase'> | null = null;
  /** The cases of the player whose page is open, open and closed. */
  playerCases: { playerId: number; cases: SupportCaseListing[] } | null = null;
  /** Who the opened case's site's cases can be assigned to. */
  operators: { siteId: number; operators: SupportOperator[] } | null = null;
  loading = false;
  error: string | null = null;
  notice: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  list(filter: SupportFilter): Promise<void> {
    return runLoad(
      this,
      () =>
        this.client.call('listSupportCases', {
          ...(filter.siteId !== undefined ? { siteId: filter.siteId } : {}),
          status: filter.status,
          ...(filter.assignee ? { assignee: filter.assignee } : {}),
          offset: filter.offset,
          sort: filter.sort,
          dir: filter.dir,
          limit: SUPPORT_PAGE_SIZE,
        }),
      (page) => {
        this.cases = page.cases;
        this.total = page.total;
      },
    );
  }

  forPlayer(playerId: number): Promise<void> {
    return runLoad(
      this,
      () => this.client.call('listSupportCases', { playerId, status: 'all', limit: 200 }),
      (page) => (this.playerCases = { playerId, cases: page.cases }),
    );
  }

  open(caseId: number): Promise<void> {
    if (this.opened?.supportCase.caseId !== caseId) {
      this.opened = null;
      this.notice = null;
    }
    return runLoad(
      this,
      () => this.client.call('getSupportCase', { caseId }),
      (opened) => (this.opened = opened),
    );
  }

  reply(caseId: number, text: string, close: boolean, notice: string) {
    return runAction(
      this,
      () => this.client.call('replySupportCase', { caseId, text, close }),
      () => this.open(caseId),
      notice,
    );
  }

  close(caseId: number, notice: string) {
    return runAction(
      this,
      () => this.client.call('closeSupportCase', { caseId }),
      () => this.open(caseId),
      notice,
    );
  }

  /** The operators who may take a site's cases (once per site: the list changes rarely). */
  async loadOperators(siteId: number): Promise<void> {
    if (this.operators?.siteId === siteId) return;
    try {
      const { operators } = await this.client.call('listSupportOperators', { siteId });
      runInAction(() => (this.operators = { siteId, operators }));
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    }
  }

  assign(caseId: number, operatorId: number | null, notice: string) {
    return runAction(
      this,
      () => this.client.call('assignSupportCase', { caseId, operatorId }),
      () => this.open(caseId),
      notice,
    );
  }
}
