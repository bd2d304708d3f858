import { makeAutoObservable, runInAction } from 'mobx';
import type { BingoGameView } from '../../../protocol/bingo';
import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';

/** What a bingo room's card shows of its prizes before anyone has won (major units). */
export interface RoomPrizes {
  /** The best pattern prize as sales stand (a guarantee counts before any sale); 0: none yet. */
  topPrize: number;
  /** The jackpot's condition: a full house within this many calls (0: no jackpot). */
  jackpotCalls: number;
}

/** A room's look again once its sales moved, at most this often: a busy room sells every second. */
export const ROOM_PRIZES_REFRESH_MS = 30_000;

export function roomPrizesOf(view: Pick<BingoGameView, 'patterns' | 'jackpotCalls'>): RoomPrizes {
  return {
    topPrize: Math.max(0, ...view.patterns.map((p) => p.prize)),
    jackpotCalls: view.jackpotCalls,
  };
}

/**
 * The prizes of the bingo rooms on screen. The lobby's game data carries the pool and the
 * jackpot, not a room's pattern prizes and guarantees (a room with no sale yet would show no
 * prize at all): those come from getBingoGame, once per room and again when its sales moved.
 */
export class BingoRoomPrizes {
  private readonly byRoom = new Map<number, RoomPrizes>();
  /** Per room: the play count last asked about, and when. */
  private readonly asked = new Map<number, { plays: number; at: number }>();

  constructor(
    private readonly transport: Pick<RpcClient, 'call'>,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<BingoRoomPrizes, 'transport' | 'now' | 'asked'>(this, {
      transport: false,
      now: false,
      asked: false,
    });
  }

  of(gameInstanceId: number): RoomPrizes | undefined {
    return this.byRoom.get(gameInstanceId);
  }

  /** Asks for an open room's prizes unless asked already (a sale since, and the wait over, asks again). */
  async load(game: Pick<GameInstance, 'gameInstanceId' | 'gamePlayCurrent'>): Promise<void> {
    const id = game.gameInstanceId;
    const last = this.asked.get(id);
    const at = this.now();
    if (last && (last.plays === game.gamePlayCurrent || at - last.at < ROOM_PRIZES_REFRESH_MS)) return;
    this.asked.set(id, { plays: game.gamePlayCurrent, at });
    try {
      const view = await this.transport.call('getBingoGame', { gameInstanceId: id });
      runInAction(() => this.byRoom.set(id, roomPrizesOf(view)));
    } catch {
      // The card shows what the lobby knows (the jackpot, the pool); the next sale asks again.
      this.asked.set(id, { plays: -1, at });
    }
  }
}
