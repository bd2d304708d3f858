import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { MAX_BODY_BYTES, MSGPACK_CONTENT_TYPE } from '../../protocol/envelope';
import { decode, encode } from '../../protocol/codec';
import { FaultCode } from '../../protocol/faults';
import { OPERATOR_RPC_PATH, OPERATOR_TOKEN_HEADER } from '../../protocol/operator/envelope';
import { createOperatorLogin } from '../domain/operators/login';
import { createOperatorSessions } from '../domain/operators/sessions';
import { isPlainObject } from '../rpc/dispatch';
import type { Services } from '../services';
import { createOperatorDispatch, type OperatorDispatch } from './dispatch';
import { operatorHandlers } from './handlers';
import { createOperatorLive, type OperatorLive } from './liveFeed';

/** The operator API of one server process: its sessions, login and dispatcher, and the live views. */
export function createOperatorApi(
  services: Services,
  log: Logger,
  options: { rateLimited?: boolean } = {},
): { dispatch: OperatorDispatch; live: OperatorLive } {
  const sessions = createOperatorSessions({ db: services.db, clock: services.clock });
  const login = createOperatorLogin({ db: services.db, clock: services.clock });
  const handlers = operatorHandlers({ sessions, login });
  return {
    dispatch: createOperatorDispatch({ services, sessions, handlers, log, rateLimited: options.rateLimited }),
    live: createOperatorLive({ services, sessions, log }),
  };
}

const tokenOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && /^[A-Za-z0-9_-]{1,256}$/.test(header) ? header : null;

/**
 * POST /rpc/operator: the player API's MessagePack envelope `{id, call, params}`, with the
 * operator's token in `x-operator-token`. Separate from /rpc/anon and /rpc/process, and checked
 * against operator sessions only, so the two kinds of token never open each other's calls.
 */
export function operatorRpcPlugin(dispatch: OperatorDispatch) {
  return async function operatorRpc(scope: FastifyInstance): Promise<void> {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(OPERATOR_RPC_PATH, async (request, reply) => {
      reply.type(MSGPACK_CONTENT_TYPE).header('cache-control', 'no-store');
      let envelope: unknown;
      try {
        envelope = decode(request.body as Buffer);
      } catch {
        envelope = null;
      }
      if (!isPlainObject(envelope) || typeof envelope.id !== 'number') {
        const fault = {
          code: FaultCode.BadRequest,
          message: 'Body must be a MessagePack {id, call, params}',
        };
        return reply.code(400).send(Buffer.from(encode({ id: 0, ok: false, fault })));
      }
      const outcome = await dispatch({
        call: envelope.call,
        params: envelope.params,
        token: tokenOf(request.headers[OPERATOR_TOKEN_HEADER]),
        ip: request.ip,
      });
      return reply.send(Buffer.from(encode({ id: envelope.id, ...outcome })));
    });
  };
}
