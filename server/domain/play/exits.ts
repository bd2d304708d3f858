import { JOIN_OK, joinErrors } from '../../../protocol/errors';
import type { ExitResult } from '../../../protocol/calls/results';

/** Join exit codes of spec section 8, by what went wrong. */
export const JoinExit = {
  ok: JOIN_OK,
  noSuchCurrency: 1,
  insufficientFunds: 2,
  gameNotAvailable: 3,
  tooManyLines: 4,
  maxPlaysAlready: 5,
  weeklyLimit: 6,
  accountStatus: 7,
  cannotConfirmPlays: 8,
  siteCannotAccept: 9,
  retry: 10,
} as const;

export type JoinExitCode = (typeof JoinExit)[keyof typeof JoinExit];

/** A join outcome as data: exitCode and the catalogue's text, with what exactly was wrong. */
export function exitOf(code: JoinExitCode, detail?: string): ExitResult {
  if (code === JOIN_OK) return { exitCode: 0, exitDescription: 'OK' };
  const message = joinErrors.get(code)?.message ?? 'Join failed';
  return { exitCode: code, exitDescription: detail ? `${message}: ${detail}` : message };
}
