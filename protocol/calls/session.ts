import { z } from 'zod';
import { defineCall, noParams } from './define';
import type { Account, Configuration, Currency, GameInstance, Player } from '../types';

export const clientInformation = z
  .object({
    language: z.string().max(32),
    manufacturer: z.string().max(64),
    os: z.string().max(64),
    pixelAspectRatio: z.number(),
    playerType: z.string().max(32),
    screenColor: z.number(),
    screenDPI: z.number(),
    screenResolutionX: z.number(),
    screenResolutionY: z.number(),
    serverString: z.string().max(256),
    clientVersion: z.string().max(32),
    timeZone: z.string().max(64),
    latitude: z.number(),
    longitude: z.number(),
    ip: z.string().max(64),
  })
  .partial();

export const siteFilter = z.object({ memberId: z.number().int().positive(), languageId: z.string().max(16).optional() });

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
    memberId: z.number().int().positive(),
    username: z.string().min(1).max(144),
    password: z.string().min(1).max(144),
    clientIp: z.string().max(64).optional(),
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

export const poll = defineCall<{ pushes: { topic: string; event: string; data: unknown; seq: number }[]; after: number }>()({
  name: 'poll',
  access: 'open',
  area: 'session',
  summary: 'HTTP clients fetch pushes on their topics newer than `after` (a server cursor)',
  params: z.object({ topics: z.array(z.string().max(64)).max(16), after: z.number().int().min(0) }),
});
