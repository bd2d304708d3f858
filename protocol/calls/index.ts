import type { z } from 'zod';
import type { CallSpec, ParamsOf, ResultOf } from './define';
import * as session from './session';
import * as players from './players';
import * as verification from './verification';
import * as geo from './geo';
import * as cashier from './cashier';
import * as games from './games';
import * as play from './play';
import * as subscriptions from './subscriptions';
import * as history from './history';
import * as content from './content';
import * as responsibleGaming from './responsibleGaming';
import * as referrals from './referrals';
import * as support from './support';
import * as instant from './instant';

export * from './define';
export * from './results';
export {
  session,
  players,
  verification,
  geo,
  cashier,
  games,
  play,
  subscriptions,
  history,
  content,
  responsibleGaming,
  referrals,
  support,
  instant,
};

function isCallSpec(v: unknown): v is CallSpec {
  return typeof v === 'object' && v !== null && 'name' in v && 'access' in v && 'area' in v && 'params' in v;
}

/**
 * Every call of the platform (spec section 7 plus PROTOCOL.md's `poll`). Area modules also export
 * helper schemas and constants; only call specs reach `catalogue` and `AnySpec`.
 */
export const calls = {
  ...session,
  ...players,
  ...verification,
  ...geo,
  ...cashier,
  ...games,
  ...play,
  ...subscriptions,
  ...history,
  ...content,
  ...responsibleGaming,
  ...referrals,
  ...support,
  ...instant,
};

/** Read from `calls`, so a call is routed (catalogue) and typed (AnySpec) from the one list of areas. */
export const catalogue: ReadonlyMap<string, CallSpec> = new Map(
  Object.values<unknown>(calls)
    .filter(isCallSpec)
    .map((spec) => [spec.name, spec]),
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
