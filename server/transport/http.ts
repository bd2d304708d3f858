import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { decode } from '../../protocol/codec';
import {
  AUTH_HEADER,
  MAX_BODY_BYTES,
  MSGPACK_CONTENT_TYPE,
  type Endpoint,
  type RpcResponse,
} from '../../protocol/envelope';
import { FaultCode } from '../../protocol/faults';
import type { SessionResolver } from '../services';
import { isPlainObject, type Dispatch } from '../rpc/dispatch';
import { encodeToBuffer } from './bytes';
import { endedSessionPoll } from './endedSession';
import { resolveSession, tokenOf } from './session';

export interface HttpRpcDeps {
  dispatch: Dispatch;
  sessions: SessionResolver;
  log: Logger;
}

interface Envelope {
  id: number;
  call: string;
  params: Record<string, unknown>;
}

/**
 * POST /rpc/anon and /rpc/process: one MessagePack envelope in, one out (PROTOCOL.md, HTTP).
 * Registered as an encapsulated plugin so its body parsing (every body is raw bytes, whatever the
 * content type) and its error handler (faults, not Fastify's JSON errors) stay on these routes.
 */
export function httpRpcPlugin(deps: HttpRpcDeps) {
  return async function httpRpc(scope: FastifyInstance): Promise<void> {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );

    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const status = error.statusCode === 413 ? 413 : error.statusCode && error.statusCode < 500 ? 400 : 500;
      const fault =
        status === 500
          ? { code: FaultCode.Processing, message: 'The server could not process the request' }
          : {
              code: FaultCode.BadRequest,
              message: status === 413 ? 'Request body too large' : 'Bad request',
            };
      if (status === 500) deps.log.error({ err: error }, 'rpc request failed');
      return sendMsgpack(reply, status, { id: 0, ok: false, fault });
    });

    for (const endpoint of ['anon', 'process'] as const) {
      scope.post(`/rpc/${endpoint}`, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
        const envelope = readEnvelope(request.body);
        if ('error' in envelope) {
          return sendMsgpack(reply, 400, {
            id: envelope.id,
            ok: false,
            fault: { code: FaultCode.BadRequest, message: envelope.error },
          });
        }
        const token = tokenOf(request.headers[AUTH_HEADER]);
        const session = await resolveSession(deps.sessions, token, deps.log);
        if (!session && token && envelope.call === 'poll') {
          const ended = await endedSessionPoll(deps.sessions, token, envelope.params.after, Date.now());
          if (ended) return sendMsgpack(reply, 200, { id: envelope.id, ok: true, result: ended });
        }
        // The token goes back on every response while it is valid, and a login replaces it.
        let responseToken = session ? token : null;
        const outcome = await deps.dispatch({
          call: envelope.call,
          params: envelope.params,
          endpoint: endpoint satisfies Endpoint,
          session,
          ip: request.ip,
          transport: 'http',
          startSession: (_session, newToken) => {
            responseToken = newToken;
          },
          endSession: () => {
            responseToken = null;
          },
        });
        if (responseToken) reply.header(AUTH_HEADER, responseToken);
        return sendMsgpack(reply, 200, { id: envelope.id, ...outcome } as RpcResponse);
      });
    }
  };
}

function readEnvelope(body: unknown): Envelope | { error: string; id: number } {
  if (!Buffer.isBuffer(body) || body.length === 0) return { error: 'Body must be MessagePack', id: 0 };
  let value: unknown;
  try {
    value = decode(body);
  } catch {
    return { error: 'Body is not valid MessagePack', id: 0 };
  }
  if (!isPlainObject(value)) return { error: 'Body must be { id, call, params }', id: 0 };
  const id = typeof value.id === 'number' && Number.isFinite(value.id) ? value.id : null;
  if (id === null || typeof value.call !== 'string' || !isPlainObject(value.params)) {
    return { error: 'Body must be { id, call, params }', id: id ?? 0 };
  }
  return { id, call: value.call, params: value.params };
}

function sendMsgpack(reply: FastifyReply, status: number, body: RpcResponse): FastifyReply {
  return reply.code(status).type(MSGPACK_CONTENT_TYPE).send(encodeToBuffer(body));
}
