import { z } from 'zod';
import { DB_INT_MAX } from '../calls/schemas';
import { OPERATOR_ROLES, type OperatorRole } from './roles';

/**
 * The operator API's calls (docs/operator-api.md): name, who may make it, whether it changes
 * anything (and so is written to the audit log), its params, and which site it touches. Shared by
 * the server, which enforces every field, and the console, which hides what the role may not do.
 */
export interface OperatorCallSpec<P extends z.ZodType = z.ZodType, R = unknown, N extends string = string> {
  name: N;
  summary: string;
  /** Roles allowed; `null` for the calls any caller may make (login). */
  roles: readonly OperatorRole[] | null;
  /** Changes state: every successful call (and every refusal) goes to the audit log. */
  changes: boolean;
  params: P;
  /** The site a call touches (its memberId, 0 for all sites), for the scope check; none: not site-bound. */
  siteOf?: (params: z.output<P>) => number | undefined;
  readonly __result?: R;
}

export function operatorCall<R>() {
  return <N extends string, P extends z.ZodType>(
    spec: Omit<OperatorCallSpec<P, R, N>, '__result'>,
  ): OperatorCallSpec<P, R, N> => spec;
}

export const ALL: readonly OperatorRole[] = OPERATOR_ROLES;
export const siteId = z.number().int().min(0).max(DB_INT_MAX);
export const epochMs = z.number().int().min(0).max(8.64e15);
export const totpCode = z.string().regex(/^\d{6}$/, 'validation.totp');
/** Passwords operators choose: long enough that argon2 is not the only defence. */
export const newPassword = z.string().min(10).max(144);

/** A signed amount in minor units, within what a bigint balance and a JS number hold exactly. */
export const minorAmount = z.number().int().min(-1e15).max(1e15);
export const reason = z.string().trim().min(3).max(500);
export const currencyId = z.string().min(1).max(8);

/** The order of a list the server pages: a column the call names, ascending or descending. */
export const listOrder = <const C extends readonly [string, ...string[]]>(columns: C) => ({
  sort: z.enum(columns).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
