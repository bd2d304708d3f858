import { makeAutoObservable } from 'mobx';
import type { BingoRoom } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runLoad } from './runLoad';

/** The bingo rooms of the operator's sites (or one site), with their games in the lobby. */
export class BingoRoomsStore {
  rooms: BingoRoom[] = [];
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  load(siteId?: number): Promise<void> {
    return runLoad(
      this,
      () => this.client.call('listBingoRooms', siteId !== undefined ? { siteId } : {}),
      (answer) => (this.rooms = answer.rooms),
    );
  }
}
