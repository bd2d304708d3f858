import { makeAutoObservable, runInAction } from 'mobx';
import type { RpcClient } from '../../net/RpcClient';

/**
 * The game's bonus (bonobo) prize: the best single prize one play can win in this draw, jackpot
 * aside (getBonoboPayout; the server ranks the payout table). The pick page shows it beside the
 * headline, with the prize item when the best rank pays one. Asked once per draw opened.
 */
export class TopPrize {
  /** Major units of the game's currency; 0 until known or when the game pays none. */
  amount = 0;
  itemName: string | null = null;
  private instanceId: number | null = null;

  constructor(private readonly deps: { readonly transport: RpcClient }) {
    makeAutoObservable<TopPrize, 'deps'>(this, { deps: false });
  }

  async load(gameId: number, gameInstanceId: number): Promise<void> {
    if (this.instanceId === gameInstanceId) return;
    this.instanceId = gameInstanceId;
    this.amount = 0;
    this.itemName = null;
    try {
      const { bonoboPayout, bonoboItem } = await this.deps.transport.call('getBonoboPayout', {
        gameId,
        gameInstanceId,
      });
      if (this.instanceId !== gameInstanceId) return;
      runInAction(() => {
        this.amount = bonoboPayout;
        this.itemName = bonoboItem?.prizeItem.name ?? null;
      });
    } catch (error) {
      // The headline still says what the game pays; the top prize is extra.
      console.warn('getBonoboPayout failed', error);
    }
  }
}
