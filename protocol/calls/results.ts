/**
 * Result conventions the spec keeps (PROTOCOL.md: "Calls whose spec result is '1', 'success' or a
 * ticket id keep those results"). Clients test them with the helpers below, never with `===`.
 */

/** 1 (or '1') means the check or change passed; anything else is a failure value. */
export type OneResult = number | string;
/** Self-limit, self-exclusion and time-out updates answer 'success'; failures are faults. */
export type SuccessResult = 'success';
/** A created id, or -1 when it failed (support case, pending join, register-then-deposit). */
export type IdOrFailure = number;

export const isOne = (r: unknown): boolean => r === 1 || r === '1';
export const isSuccess = (r: unknown): boolean => r === 'success';
export const isFailureId = (r: unknown): boolean => r === -1 || r === '-1';

/** Ticket purchase and joins: exitCode 0 is success, 1..10 are the spec's join errors. */
export interface ExitResult {
  exitCode: number;
  exitDescription: string;
}
