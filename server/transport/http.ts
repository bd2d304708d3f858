import type { IncomingMessage, ServerResponse } from 'node:http';
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
import type { SessionResolver } from '../ports/session';
import { isPlainObject, type Dispatch } from '../rpc/dispatch';
import { encodeToBuffer } from './bytes';
import { endedSessionPoll } from './endedSession';
import { readBody } from './requestBody';
import { resolveSession, tokenOf } from './session';

export interface HttpRpcDeps {
  dispatch: Dispatch;
  sessions: SessionResolver;
  log: Logger;
  /** The caller's address (the socket's, or per a trusted proxy). */
  clientIp(request: IncomingMessage): string;
  /** The security headers of an RPC answer to this request, as name, value, name, value... */
  securityHeaders(request: IncomingMessage): readonly string[];
}

/** Serves the request when it is an RPC call and answers true; false leaves it to Fastify. */
export type HttpRpc = (request: IncomingMessage, response: ServerResponse) => boolean;

interface Envelope {
  id: number;
  call: string;
  params: Record<string, unknown>;
}

const ENDPOINTS: Readonly<Record<string, Endpoint>> = { '/rpc/anon': 'anon', '/rpc/process': 'process' };

/**
 * POST /rpc/anon and /rpc/process: one MessagePack envelope in, one out (PROTOCOL.md, HTTP), on
 * Node's request and response, ahead of Fastify's router (server.ts hands every other request to
 * Fastify). Fastify's per-request pipeline (routing, hooks, content-type parsing, the reply's send
 * chain) was about half the CPU of an HTTP ping against a bare Fastify hello-world (issue 17),
 * and these routes use none of what it offers: every body is raw bytes whatever its content
 * type, every answer is MessagePack with fixed headers, every failure a fault.
 */
export function createHttpRpc(deps: HttpRpcDeps): HttpRpc {
  const fail = (id: number, code: string, message: string): RpcResponse => ({
    id,
    ok: false,
    fault: { code, message },
  });

  async function serve(request: IncomingMessage, response: ServerResponse, endpoint: Endpoint) {
    const headers = [...deps.securityHeaders(request)];
    const send = (status: number, body: RpcResponse) => {
      const bytes = encodeToBuffer(body);
      headers.push('content-type', MSGPACK_CONTENT_TYPE, 'content-length', String(bytes.length));
      response.writeHead(status, headers).end(bytes);
    };
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === 'aborted') return;
    if (body === 'too large') {
      // The rest of the body is not read: the connection cannot carry another request.
      headers.push('connection', 'close');
      return send(413, fail(0, FaultCode.BadRequest, 'Request body too large'));
    }
    const envelope = readEnvelope(body);
    if ('error' in envelope) return send(400, fail(envelope.id, FaultCode.BadRequest, envelope.error));
    const token = tokenOf(request.headers[AUTH_HEADER]);
    // A session this process looked up a moment ago answers (recentSessions.ts): every end is
    // announced to every process at once, the re-check bounds a lost announcement.
    const session = await resolveSession(deps.sessions, token, deps.log, true);
    if (!session && token && envelope.call === 'poll') {
      const ended = await endedSessionPoll(deps.sessions, token, envelope.params.after, Date.now());
      if (ended) return send(200, { id: envelope.id, ok: true, result: ended });
    }
    // The token goes back on every response while it is valid, and a login replaces it.
    let responseToken = session ? token : null;
    const outcome = await deps.dispatch({
      call: envelope.call,
      params: envelope.params,
      endpoint,
      session,
      ip: deps.clientIp(request),
      transport: 'http',
      startSession: (_session, newToken) => void (responseToken = newToken),
      endSession: () => void (responseToken = null),
    });
    if (responseToken) headers.push(AUTH_HEADER, responseToken);
    send(200, { id: envelope.id, ...outcome } as RpcResponse);
  }

  return (request, response) => {
    if (request.method !== 'POST') return false;
    const query = request.url!.indexOf('?');
    const endpoint = ENDPOINTS[query < 0 ? request.url! : request.url!.slice(0, query)];
    if (!endpoint) return false;
    serve(request, response, endpoint).catch((error: unknown) => {
      deps.log.error({ err: error }, 'rpc request failed');
      if (response.headersSent) return void response.destroy();
      const bytes = encodeToBuffer(fail(0, FaultCode.Processing, 'The server could not process the request'));
      response
        .writeHead(500, [
          ...deps.securityHeaders(request),
          'content-type',
          MSGPACK_CONTENT_TYPE,
          'content-length',
          String(bytes.length),
        ])
        .end(bytes);
    });
    return true;
  };
}

function readEnvelope(body: Buffer): Envelope | { error: string; id: number } {
  if (body.length === 0) return { error: 'Body must be MessagePack', id: 0 };
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
