import type { z } from 'zod';
import type { CallSpec, ParamsOf, ResultOf } from './define';
import * as session from './session';
import * as games from './games';
import * as cashier from './cashier';

export * from './define';
export { session, games, cashier };

function specsOf(mod: Record<string, unknown>): CallSpec[] {
  return Object.values(mod).filter(
    (v): v is CallSpec => typeof v === 'object' && v !== null && 'name' in v && 'access' in v && 'params' in v,
  );
}

/** Every call of the platform, one entry per name (spec section 7 plus PROTOCOL.md's `poll`). */
export const calls = { ...session, ...games, ...cashier };

export const catalogue: ReadonlyMap<string, CallSpec> = new Map(
  [session, games, cashier].flatMap(specsOf).map((spec) => [spec.name, spec]),
);

/** Union of every call spec, each with its literal name. */
export type AnySpec = Extract<(typeof calls)[keyof typeof calls], CallSpec<z.ZodType, unknown, string>>;

/** Name of any catalogue call. */
export type CallName = AnySpec['name'];
/** Params (input shape) and result of the call named N, for the typed client. */
export type CallParams<N extends CallName> = ParamsOf<Extract<AnySpec, { name: N }>>;
export type CallResult<N extends CallName> = ResultOf<Extract<AnySpec, { name: N }>>;

/** The spec of the call named N. */
export type SpecOf<N extends CallName> = Extract<AnySpec, { name: N }>;
