import { Topic, PushEvent } from '../../../protocol/events';
import type { PoolOnSale } from '../../../protocol/instant/wire';
import type { InstantGameConfig } from '../../config/instantSchema';
import type { PushHub } from '../../ports/pushHub';
import type { Db } from '../../storage/db';
import { poolProgress } from '../fairness/poolProgress';
import { toMajor, type CurrencyBook } from '../money';
import { poolsRepo } from './poolsRepo';

/** At most one progress push per game per this many ms while it sells: the lobby needs no more. */
export const PROGRESS_PUSH_MS = 1_000;

/**
 * "Prizes remaining" (issue 33): the pool on sale's tickets and prizes left, read for the lobby
 * and pushed to the game's sites after purchases, at most once a PROGRESS_PUSH_MS per game (the
 * last purchase of a burst is always followed by a push).
 */
export function createProgressPush(deps: {
  db: Db;
  push: PushHub;
  currencies: CurrencyBook;
  games: ReadonlyMap<number, { config: InstantGameConfig }>;
}) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  async function progressOf(gameId: number): Promise<PoolOnSale | null> {
    const game = deps.games.get(gameId);
    const pool = (await poolsRepo.byGame(deps.db, gameId)).find((r) => r.status === 'selling');
    if (!game || !pool) return null;
    const p = await poolProgress(deps.db, pool);
    const info = deps.currencies.infoOf(game.config.currency);
    return {
      gameId,
      poolNo: pool.pool_no,
      poolSize: pool.pool_size,
      ticketsLeft: p.ticketsLeft,
      prizesLeft: p.prizesLeft.map((t) => ({
        prize: toMajor(t.prizeMinor, info),
        count: t.count,
        left: t.left,
      })),
    };
  }

  async function publish(gameId: number): Promise<void> {
    const progress = await progressOf(gameId);
    const game = deps.games.get(gameId);
    if (!progress || !game) return;
    for (const memberId of game.config.memberIds)
      deps.push.publish(Topic.lobbyOf(memberId), PushEvent.instantProgress, progress);
  }

  return {
    progressOf,
    /** Tickets of the game sold: a push follows within PROGRESS_PUSH_MS. */
    changed(gameId: number): void {
      if (timers.has(gameId)) return;
      const timer = setTimeout(() => {
        timers.delete(gameId);
        publish(gameId).catch(() => undefined);
      }, PROGRESS_PUSH_MS);
      timer.unref?.();
      timers.set(gameId, timer);
    },
    stop(): void {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
