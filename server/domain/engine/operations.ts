import type { GameStatus } from '../../../protocol/gameStatus';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { pushBalances } from '../ledger';
import type { CurrencyBook } from '../money';
import type { Announcer } from './announcer';
import { drawRepo } from './drawRepo';
import { refundJoins } from './refundInstance';
import { timelineFor } from './timeline';

/** An operator action's answer: done with the row as it now stands, or refused with the reason. */
export type OperationResult = { ok: true; row: InstanceRow } | { ok: false; reason: string };

/**
 * Written in the transaction that makes the change (the operator's audit entry), given the row as
 * it now stands: if it fails, the change is rolled back with it.
 */
export type RecordChange = (q: Queryable, row: InstanceRow) => Promise<void>;

export interface GameOperations {
  /** Refunds every play of a game not yet drawn and takes it out of the lobby (pushes 'refunded'). */
  cancel(instanceId: number, record?: RecordChange): Promise<OperationResult>;
  /** Moves a game not yet drawn back to OPEN with a new start (pushes 'rescheduled'). */
  reschedule(instanceId: number, startAt: number, record?: RecordChange): Promise<OperationResult>;
  /** Instances still in the lobby, soonest start first. */
  list(): Promise<InstanceRow[]>;
}

/** Statuses a game may be rescheduled from: its balls are not drawn and it may open again. */
const RESCHEDULABLE: readonly GameStatus[] = ['OPEN', 'CLOSED', 'RETRY'];
const CANCELLABLE: readonly GameStatus[] = ['OPEN', 'CLOSED', 'READY', 'RETRY'];

/**
 * Operator actions on one instance (scripts/games.ts). Each is one guarded UPDATE from the status
 * it read, so racing the engine (which may move the game at the same moment) either wins cleanly
 * or is retried against the new status; the change is committed before it is announced.
 */
export function createGameOperations(deps: {
  db: Db;
  clock: Clock;
  currencies: CurrencyBook;
  gameTypes: readonly GameTypeConfig[];
  announcer: Announcer;
  push?: PushHub;
}): GameOperations {
  const { db, clock, announcer } = deps;

  async function withCurrent(
    instanceId: number,
    act: (row: InstanceRow) => Promise<OperationResult | null>,
  ): Promise<OperationResult> {
    // Three reads at most: each retry means the engine moved the game in between.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await instancesRepo.byId(db, instanceId);
      if (!row || row.removed_at !== null) return { ok: false, reason: `no game instance ${instanceId}` };
      const result = await act(row);
      if (result) return result;
    }
    return { ok: false, reason: `game instance ${instanceId} keeps changing; try again` };
  }

  const credited = (accountIds: number[]) => {
    if (deps.push)
      void pushBalances({ push: deps.push, currencies: deps.currencies }, db, accountIds).catch(
        () => undefined,
      );
  };

  return {
    cancel(instanceId, record) {
      return withCurrent(instanceId, async (row) => {
        if (row.status === 'REFUNDED' && row.refund_phase === 'refunding') {
          const done = await refundJoins(db, row.id, clock.now(), credited); // finish a cut-short cancel
          if (!done) return null;
          if (record) await db.tx((q) => record(q, done)); // the finish is this call's change
          announcer.changed(done);
          return { ok: true, row: done };
        }
        if (!CANCELLABLE.includes(row.status) || row.settle_phase)
          return { ok: false, reason: `game instance ${instanceId} is ${row.status}: too late to cancel` };
        const now = clock.now();
        // The decision (REFUNDED, refunding) and its record commit together; the refunds follow in
        // batches behind the stored phase, so a crash mid-way is resumed and nobody paid twice.
        const started = await db.tx(async (q) => {
          const changed = await drawRepo.startRefund(q, {
            id: row.id,
            from: row.status,
            now,
            reason: 'operator',
          });
          if (changed && record) await record(q, changed);
          return changed;
        });
        if (!started) return null;
        const done = await refundJoins(db, row.id, now, credited);
        if (!done) return null;
        announcer.changed(done);
        return { ok: true, row: done };
      });
    },

    reschedule(instanceId, startAt, record) {
      return withCurrent(instanceId, async (row) => {
        if (!RESCHEDULABLE.includes(row.status) || row.settle_phase)
          return { ok: false, reason: `game instance ${instanceId} is ${row.status}: cannot reschedule` };
        const type = deps.gameTypes.find((g) => g.gameId === row.game_id);
        if (!type) return { ok: false, reason: `game type ${row.game_id} is not configured` };
        const now = clock.now();
        const times = timelineFor(type, startAt);
        if (times.registrationEndAt <= now)
          return {
            ok: false,
            reason: `registration would close at ${new Date(times.registrationEndAt).toISOString()}, not in the future`,
          };
        const moved = await db.tx(async (q) => {
          const changed = await drawRepo.reschedule(q, { id: row.id, from: row.status, times, now });
          if (changed && record) await record(q, changed);
          return changed;
        });
        if (!moved) return null;
        announcer.changed(moved, 'rescheduled');
        return { ok: true, row: moved };
      });
    },

    list() {
      return instancesRepo.live(db);
    },
  };
}
