import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { requestIdVerification } from '../../protocol/calls/verification';
import { AUTH_HEADER } from '../../protocol/envelope';
import { FaultCode, RpcFault, type Fault } from '../../protocol/faults';
import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_UPLOAD_PATH } from '../../protocol/idDocument';
import type { CallContext } from '../rpc/handler';
import { verificationHandlers } from '../rpc/verification';
import type { Services } from '../services';
import type { SessionInfo } from '../ports/session';
import { resolveSession, tokenOf } from './session';

/** documentType and documentNumber come in the query; the document is the body. */
const uploadQuery = requestIdVerification.params.omit({ documentImage: true }).strict();

/**
 * POST /upload/id-document: requestIdVerification with the document as the raw request body
 * (image or PDF), for documents larger than the 64 KiB RPC envelope allows. The session comes in
 * the same header as on /rpc/process; the handler, its guards and the document checks are the
 * call's own, so both paths accept and refuse exactly the same things, the limit of 10 documents
 * an hour included (server/domain/verification/idVerification.ts). Answers JSON
 * `{ ok: true, result: 1 }` or `{ ok: false, fault }`.
 */
export function idDocumentUploadPlugin(deps: { services: Services; log: Logger }) {
  const { services, log } = deps;
  // Transport tests run on partial services without a config: the protocol's default then.
  const maxBytes = services.config?.players?.idDocumentMaxBytes ?? ID_DOCUMENT_MAX_BYTES;
  const handler = verificationHandlers.get('requestIdVerification')!;

  return async function idDocumentUpload(scope: FastifyInstance): Promise<void> {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413)
        return answer(reply, 413, {
          code: FaultCode.Validation,
          message: 'Document too large',
          detail: { documentImage: 'verification.document.size' },
        });
      if (error.statusCode && error.statusCode < 500)
        return answer(reply, 400, { code: FaultCode.BadRequest, message: 'Bad request' });
      log.error({ err: error }, 'id document upload failed');
      return answer(reply, 500, {
        code: FaultCode.Processing,
        message: 'The server could not process the request',
      });
    });

    scope.post(ID_DOCUMENT_UPLOAD_PATH, async (request, reply) => {
      const session = await resolveSession(services.sessions, tokenOf(request.headers[AUTH_HEADER]), log);
      if (!session) return answer(reply, 401, { code: FaultCode.NotLoggedIn, message: 'Not logged in' });
      const query = uploadQuery.safeParse(request.query);
      if (!query.success)
        return answer(reply, 400, { code: FaultCode.BadRequest, message: 'Invalid params' });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (body.length === 0)
        return answer(reply, 400, {
          code: FaultCode.Validation,
          message: 'Invalid params',
          detail: { documentImage: 'verification.document.type' },
        });
      try {
        const result = await handler(contextOf(services, session, request.ip), {
          ...query.data,
          documentImage: body.toString('base64'),
        });
        return reply.code(200).header('cache-control', 'no-store').send({ ok: true, result });
      } catch (error) {
        // The call's own limit (10 documents an hour, counted in storage): 429 as for every limit.
        if (error instanceof RpcFault)
          return answer(reply, error.code === FaultCode.RateLimited ? 429 : 400, error.toFault());
        throw error;
      }
    });
  };
}

function contextOf(services: Services, session: SessionInfo, ip: string): CallContext {
  return {
    services,
    session,
    ip,
    transport: 'http',
    startSession: () => undefined,
    endSession: () => undefined,
    requireSession: () => session,
  };
}

function answer(reply: FastifyReply, status: number, fault: Fault): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ ok: false, fault });
}
