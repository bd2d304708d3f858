import { makeAutoObservable } from 'mobx';
import type { OperatorParams, PlayerListing } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runLoad } from './runLoad';

export type PlayerQuery = OperatorParams<'searchPlayers'>;

export const PLAYERS_PAGE_SIZE = 25;

/** One page of a player search, paged on the server, for the filters in the URL. */
export class PlayersStore {
  players: PlayerListing[] = [];
  total = 0;
  /** More players match than `total` counts (the server stops counting at its cap). */
  capped = false;
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  search(query: PlayerQuery): Promise<void> {
    return runLoad(
      this,
      () => this.client.call('searchPlayers', { limit: PLAYERS_PAGE_SIZE, ...query }),
      (page) => {
        this.players = page.players;
        this.total = page.total;
        this.capped = page.capped;
      },
    );
  }
}
