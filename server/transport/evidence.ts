import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { GameTypeConfig } from '../config/schema';
import { drawEvidence } from '../domain/fairness/drawEvidence';
import { ticketEvidence } from '../domain/fairness/ticketEvidence';
import type { SessionResolver } from '../ports/session';
import type { Db } from '../storage/db';
import { resolveSession, tokenOf } from './session';

// Path and query parts are checked here, at the edge, so the domain sees only well-formed values.
const ID = /^[1-9][0-9]{0,14}$/;
const SCAN_KEY = /^[0-9a-fA-F]{20}$/;

/**
 * GET /api/evidence/draw/<gameInstanceId> (anyone) and /api/evidence/ticket/<ticketId> (its owner's
 * session by X-Auth-Token, or ?key=<scan key>): the evidence docs/fairness.md specifies, as JSON.
 * A malformed id or key: 400; an unknown ticket and another player's ticket alike: 404.
 */
export function evidencePlugin(deps: {
  db: Db;
  gameTypes: readonly GameTypeConfig[];
  sessions: SessionResolver;
  log: Logger;
}) {
  const typesById = new Map(deps.gameTypes.map((g) => [g.gameId, g]));
  return async function evidence(scope: FastifyInstance): Promise<void> {
    scope.get<{ Params: { id: string } }>('/api/evidence/draw/:id', async (request, reply) => {
      if (!ID.test(request.params.id)) return refuse(reply, 400, 'the game instance id is not a number');
      const found = await drawEvidence(deps.db, typesById, Number(request.params.id));
      return found ? send(reply, found) : refuse(reply, 404, 'no such game instance');
    });

    scope.get<{ Params: { id: string }; Querystring: { key?: string } }>(
      '/api/evidence/ticket/:id',
      async (request, reply) => {
        const key = request.query.key;
        if (!ID.test(request.params.id)) return refuse(reply, 400, 'the ticket id is not a number');
        if (key !== undefined && !SCAN_KEY.test(key))
          return refuse(reply, 400, 'the scan key is 20 hex digits');
        const session = await resolveSession(
          deps.sessions,
          tokenOf(request.headers['x-auth-token']),
          deps.log,
        );
        const found = await ticketEvidence(deps.db, Number(request.params.id), {
          playerId: session?.playerId ?? null,
          scanKey: key ?? null,
        });
        return found ? send(reply, found) : refuse(reply, 404, 'no such ticket for this session or scan key');
      },
    );
  };
}

// Evidence changes as a game is drawn or a pool sells: never cached.
function send(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

function refuse(reply: FastifyReply, status: 400 | 404, error: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}
