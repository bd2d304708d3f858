// Handlers for transport tests, on real catalogue names: enough to exercise login, sessions,
// access checks, crashes and out-of-order results without any domain code.
import { FaultCode, RpcFault } from '../../../protocol/faults';
import { handlerTable, type HandlerTable } from '../../../server/rpc/handler';
import { pollHandlers } from '../../../server/rpc/poll';
import type { SessionInfo } from '../../../server/ports/session';
import { sessionFor } from './fakeServer';

export const CRASH_SECRET = 'connection string postgres://admin:hunter2@db';

/** `started` hears each delayed call as it begins, so a test can act while the call is in flight. */
export function testHandlers(
  sessions: Map<string, SessionInfo>,
  hooks: { started?: (call: string) => void } = {},
): HandlerTable {
  let nextToken = 1;
  const table = handlerTable({
    ping: async () => ({ serverTimeMillis: Date.now() }),
    login: async (ctx, params) => {
      if (params.password !== 'demo1234')
        throw new RpcFault(FaultCode.IncorrectCredentials, 'Incorrect credentials');
      const playerId = params.username === 'other' ? 2 : 1;
      const session = sessionFor(playerId, params.memberId);
      const token = `token-${playerId}-${nextToken++}`;
      sessions.set(token, session);
      ctx.startSession(session, token);
      return { player: { playerId } as never, token };
    },
    logout: async (ctx) => {
      ctx.endSession();
      return {};
    },
    loadPlayer: async (ctx) => {
      const session = ctx.requireSession();
      return { player: { playerId: session.playerId } } as never;
    },
    // Answers after `firstResult` milliseconds, so tests can make results overtake each other.
    getFilteredGames: async (_ctx, { filter }) => {
      hooks.started?.('getFilteredGames');
      await new Promise((resolve) => setTimeout(resolve, filter.firstResult ?? 0));
      return { games: [], delay: filter.firstResult } as never;
    },
    getGameLobby: async () => {
      throw new Error(CRASH_SECRET);
    },
    saveFavoriteGame: async (ctx, { gameId }) => {
      ctx.requireSession();
      return { favoriteGames: [gameId] };
    },
  });
  return new Map([...table, ...pollHandlers]);
}
