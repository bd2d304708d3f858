import { PushEvent, Topic, type KnownPushEvent } from '../../../protocol/events';
import type { GameStatus } from '../../../protocol/gameStatus';
import { toMajor, type CurrencyBook } from '../money';
import type { LobbyFeed } from '../../ports/lobbyFeed';
import type { PushHub } from '../../ports/pushHub';
import type { InstanceRow } from '../games/instancesRepo';
import { toGameInstance } from '../games/toGameInstance';

/** What happened to an instance, beyond the status it now has. */
export type LifecycleChange = 'created' | 'rescheduled' | 'removed';

/** The lobby event each status announces (spec section 4: the status each event sets). */
const statusEvents: Partial<Record<GameStatus, KnownPushEvent>> = {
  CLOSED: PushEvent.registrationEnd,
  READY: PushEvent.gameReady,
  STARTED: PushEvent.gameStart,
  ENDED: PushEvent.gameEnd,
  RETRY: PushEvent.gameFailRetry,
  REFUNDED: PushEvent.gameRefunded,
};

export interface Announcer {
  /**
   * An instance changed: the lobby batch gets its new snapshot and the lobby topics (global and
   * each of its sites) get the lifecycle event. Call only once the change is committed.
   */
  changed(row: InstanceRow, change?: LifecycleChange): void;
  /** The carried jackpot of a progressive game type moved (settlement, reseed after a win). */
  progressive(
    game: { gameId: number; memberIds: readonly number[]; currency: string },
    amountMinor: number,
    now: number,
  ): void;
  /** Tells each player holding plays in a sold-out instance that it is FULL. */
  full(row: InstanceRow, playerIds: readonly number[]): void;
}

/**
 * One place turns committed lifecycle steps into pushes, so the engine, the operator CLI and the
 * tests announce the same way. Events are small and go at once; the game list itself still travels
 * in the 3 s lobby batch (which the client treats as the truth when both arrive).
 */
export function createAnnouncer(deps: {
  feed: LobbyFeed;
  push?: PushHub;
  currencies: CurrencyBook;
}): Announcer {
  const { feed, push, currencies } = deps;

  function publish(memberIds: readonly number[], event: KnownPushEvent, data: unknown): void {
    if (!push) return;
    push.publish(Topic.lobby, event, data);
    for (const memberId of memberIds) push.publish(Topic.lobbyOf(memberId), event, data);
  }

  return {
    changed(row, change) {
      const base = { gameInstanceId: row.id, gameId: row.game_id, timeStamp: row.updated_at };
      if (change === 'removed') {
        feed.gameRemoved(row.id, row.member_ids);
        publish(row.member_ids, PushEvent.gameDelete, base);
        return;
      }
      const game = toGameInstance(row, currencies);
      feed.gameChanged(game);
      if (change === 'created') {
        publish(row.member_ids, PushEvent.gameCreate, { ...base, game });
        publish(row.member_ids, PushEvent.registrationStart, { ...base, game });
      } else if (change === 'rescheduled') {
        publish(row.member_ids, PushEvent.gameRescheduled, {
          ...base,
          game,
          tournamentStartTime: row.start_at,
          registrationEndTime: row.registration_end_at,
        });
      } else {
        const event = statusEvents[row.status];
        // A refunded game leaves the lobby: its event carries no snapshot to add back.
        if (event) publish(row.member_ids, event, row.status === 'REFUNDED' ? base : { ...base, game });
      }
    },

    progressive(game, amountMinor, now) {
      publish(game.memberIds, PushEvent.progressive, {
        gameId: game.gameId,
        progressiveAmount: toMajor(amountMinor, currencies.infoOf(game.currency)),
        currencyId: game.currency,
        timeStamp: now,
      });
    },

    full(row, playerIds) {
      const game = { ...toGameInstance(row, currencies), gameStatus: 'FULL' as const };
      for (const playerId of playerIds)
        push?.publish(Topic.playerOf(playerId), PushEvent.gameFull, { gameInstanceId: row.id, game });
    },
  };
}
