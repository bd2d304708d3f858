import type { JoinResult } from '../../../protocol/calls/play';
import { exitOf, type JoinExitCode } from './exits';

/** A join's answer when it was refused: the exit and the instance as the join found it. */
export function joinFailure(
  gameInstanceId: number,
  code: JoinExitCode,
  detail?: string,
  status: string = 'OPEN',
): JoinResult {
  return {
    ...exitOf(code, detail),
    gameInstanceId,
    gameStatus: status as JoinResult['gameStatus'],
    subscriptionCode: null,
    joinEvent: null,
  };
}

/** A join turned down inside its batch: its rows are rolled back (or never written) and no money moved. */
export class JoinRefused extends Error {
  constructor(
    readonly result: JoinResult,
    /** Set when a responsible-gaming rule refused the join: audited after the rollback. */
    readonly audit?: Record<string, unknown>,
  ) {
    super(result.exitDescription);
  }
}
