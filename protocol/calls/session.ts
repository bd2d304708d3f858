import { z } from 'zod';
import { defineCall, noParams } from './define';
import { clientInformation, id, siteFilter } from './schemas';
import type { Account, Configuration, Currency, GameInstance, Player } from '../types';
import { ip, memberId, token } from './schemas';
import type { OneResult } from './results';

// Shared sub-schemas live in schemas.ts; re-exported here because other modules import them from this file.
export { clientInformation, siteFilter } from './schemas';

export interface SessionPayload {
  player: Player;
  playerAccounts: Account[];
  favoriteGames: number[];
  afterLoginEvents: unknown[];
  pendingWithdrawals: unknown[];
  mainGameInstanceId: number | null;
  lastLoadedOn: number;
}

export interface InitResult {
  sync: { clientInformationUpdated: boolean; serverTimeMillis: number };
  configuration: Configuration;
  currencies: Currency[];
  player: Player | null;
  playerAccounts: Account[];
  afterLoginEvents: unknown[];
  filteredGames: GameInstance[];
}

export const ping = defineCall<{ serverTimeMillis: number }>()({
  name: 'ping',
  access: 'open',
  area: 'session',
  summary: 'Clock sync and liveness',
  params: noParams,
});

export const init = defineCall<InitResult>()({
  name: 'init',
  access: 'open',
  area: 'session',
  summary: 'Site configuration, currencies, open games and the player when the token is valid',
  params: z.object({
    refStr: z.string().max(64).optional(),
    filter: siteFilter,
    clientInformation: clientInformation.optional(),
  }),
});

export const login = defineCall<{ player: Player; token: string }>()({
  name: 'login',
  access: 'open',
  area: 'session',
  summary: 'Log in by username, email or phone; returns the session token',
  params: z.object({
    memberId: id,
    username: z.string().min(1).max(144),
    password: z.string().min(1).max(144),
    clientIp: ip.optional(),
  }),
});

export const logout = defineCall<Record<string, never>>()({
  name: 'logout',
  access: 'open',
  area: 'session',
  summary: 'End the current session everywhere',
  params: noParams,
});

export const loadPlayer = defineCall<SessionPayload>()({
  name: 'loadPlayer',
  access: 'open',
  area: 'session',
  summary: 'The logged-in player session (spec Session entity)',
  params: noParams,
});

export const poll = defineCall<{
  pushes: { topic: string; event: string; data: unknown; seq: number }[];
  after: number;
}>()({
  name: 'poll',
  access: 'open',
  area: 'session',
  summary: 'HTTP clients fetch pushes on their topics newer than `after` (a server cursor)',
  params: z.object({
    topics: z.array(z.string().max(64)).max(16),
    after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
});

export const getWhitelabelCredentials = defineCall<{ username: string; token: string }>()({
  name: 'getWhitelabelCredentials',
  access: 'open',
  area: 'session',
  summary: "Credentials for an operator's own session id, used by the whitelabel login",
  params: z.object({ sessionId: z.string().min(1).max(256), memberId }),
});

export const loginWhitelabel = defineCall<{ player: Player; token: string }>()({
  name: 'loginWhitelabel',
  access: 'open',
  area: 'session',
  summary: "Log in with credentials obtained from the operator's session",
  params: z.object({
    memberId,
    username: z.string().min(1).max(144),
    token,
    clientIp: ip.optional(),
  }),
});

export const checkToken = defineCall<OneResult>()({
  name: 'checkToken',
  access: 'open',
  area: 'session',
  summary: 'Whether an emailed token (password reset, confirmation) is still valid: 1 when it is',
  params: z.object({ token }),
});

export const getOfflineEvents = defineCall<{
  events: { event: string; data: unknown; timeStamp: number }[];
}>()({
  name: 'getOfflineEvents',
  access: 'open',
  area: 'session',
  summary: 'Events the player missed while offline (wins, refunds, promotions); empty for visitors',
  params: z.object({ memberId: memberId.optional() }),
});
