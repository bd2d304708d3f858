import { makeAutoObservable } from 'mobx';
import type {
  GameTypeOption,
  OperatorResult,
  ResultState,
  ResultSummary,
} from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runLoad } from './runLoad';

export const RESULTS_PAGE_SIZE = 25;

export interface ResultsFilter {
  siteId?: number;
  gameId?: number;
  status?: ResultState;
  from?: number;
  to?: number;
  offset: number;
}

/** Finished draws of the operator's sites, a page at a time, and one result opened with its evidence. */
export class ResultsStore {
  results: ResultSummary[] = [];
  total = 0;
  gameTypes: GameTypeOption[] = [];
  opened: OperatorResult<'getResult'> | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  list(filter: ResultsFilter): Promise<void> {
    const { offset, ...rest } = filter;
    const params = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    return runLoad(
      this,
      () => this.client.call('listResults', { ...params, offset, limit: RESULTS_PAGE_SIZE }),
      (page) => {
        this.results = page.results;
        this.total = page.total;
        this.gameTypes = page.gameTypes;
      },
    );
  }

  open(gameInstanceId: number): Promise<void> {
    if (this.opened?.result.gameInstanceId !== gameInstanceId) this.opened = null;
    return runLoad(
      this,
      () => this.client.call('getResult', { gameInstanceId }),
      (result) => (this.opened = result),
    );
  }
}
