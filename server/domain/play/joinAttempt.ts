import type { JoinResult } from '../../../protocol/calls/play';
import type { SavepointWork } from '../../storage/savepointItems';
import type { InstanceRow } from '../games/instancesRepo';
import type { JoinGatePolicy } from '../responsibleGaming/joinGate';

/** What a join's part of its batch came to. */
export interface JoinAttempt {
  /** Null for a twin (its key was stored before): its stored answer is read after the commit. */
  result: JoinResult | null;
  /** The instance as the batch left it, for the lobby (fresh joins only). */
  sold?: InstanceRow;
  fresh: boolean;
  joinId?: number;
  /** Accounts whose balances the join moved, pushed once per batch after its commit. */
  accountIds?: number[];
}

/** A join's money, in minor units of the instance's currency. */
export interface JoinMoney {
  cost: number;
  fee: number;
  /** Of the cost, the share that grows the progressive jackpot. */
  contribution: number;
}

/** A join as it reaches its instance's batch: its plays checked and priced, before any lock. */
export interface BatchJoin {
  key: string;
  now: number;
  playerId: number;
  currency: string;
  plays: readonly string[];
  betTypes?: readonly string[];
  money: JoinMoney;
  /** The game's jackpot ceiling (null: none). */
  ceilingMinor: number | null;
  /** The game's house accounts by GameAccount code. */
  house: Record<string, number>;
  /** The join gate to apply, when the caller left it to the batch (JoinRequest.gate). */
  gate?: JoinGatePolicy;
  /** Paid wholly from the player's cash, with no promotion and no subscription: set-based may take it. */
  plain: boolean;
  /** The join made on its own, in a savepoint of the batch: for every join set-based does not take. */
  alone: SavepointWork<JoinAttempt>;
}
