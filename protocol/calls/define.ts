import { z } from 'zod';

/** Who may make a call: `open` on either endpoint, `auth` only with a valid session (spec section 7). */
export type Access = 'open' | 'auth';

/** The domain a call belongs to; the server keeps one handler module per area. */
export type Area =
  | 'session'
  | 'players'
  | 'verification'
  | 'geo'
  | 'cashier'
  | 'games'
  | 'subscriptions'
  | 'history'
  | 'content'
  | 'responsibleGaming'
  | 'referrals'
  | 'support';

export interface CallSpec<P extends z.ZodType = z.ZodType, R = unknown, N extends string = string> {
  name: N;
  access: Access;
  area: Area;
  summary: string;
  params: P;
  /** Phantom: only carries the result type for the typed client. */
  readonly __result?: R;
}

/** `defineCall<Result>()({ ... })`: the result type is given, the params type is inferred. */
export function defineCall<R = unknown>() {
  return <N extends string, P extends z.ZodType>(
    spec: Omit<CallSpec<P, R, N>, '__result'>,
  ): CallSpec<P, R, N> => spec;
}

export type ParamsOf<C> = C extends CallSpec<infer P, unknown, string> ? z.input<P> : never;
export type ResultOf<C> = C extends CallSpec<z.ZodType, infer R, string> ? R : never;

/** Empty params object; extra keys are tolerated so older clients keep working. */
export const noParams = z.object({}).passthrough();
