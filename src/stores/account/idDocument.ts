import { RpcFault, FaultCode } from '../../../protocol/faults';
import {
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  ID_DOCUMENT_UPLOAD_PATH,
  type VerificationDocument,
} from '../../../protocol/idDocument';

export type DocumentType = VerificationDocument;

/** The spec-style key of a file the server would refuse, checked before uploading (for comfort). */
export function idDocumentProblem(file: { size: number; type: string }): string | null {
  if (!(ID_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'verification.document.type';
  if (file.size === 0) return 'verification.document.type';
  if (file.size > ID_DOCUMENT_MAX_BYTES) return 'verification.document.size';
  return null;
}

/**
 * Sends the document as the body of POST /upload/id-document (documents do not fit the 64 KiB RPC
 * envelope). Resolves with the call's result; a refusal rejects with the server's RpcFault.
 */
export async function uploadIdDocument(
  request: { documentType: DocumentType; documentNumber: string; file: Blob },
  headers: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const query = new URLSearchParams({
    documentType: request.documentType,
    documentNumber: request.documentNumber,
  });
  let response: Response;
  try {
    response = await fetchImpl(`${ID_DOCUMENT_UPLOAD_PATH}?${query}`, {
      method: 'POST',
      headers: { 'content-type': request.file.type || 'application/octet-stream', ...headers },
      body: request.file,
    });
  } catch {
    throw new RpcFault(FaultCode.Processing, 'The upload did not reach the server');
  }
  const answer = (await response.json().catch(() => null)) as
    | { ok: true; result: number }
    | { ok: false; fault: { code: string; message: string; detail?: unknown } }
    | null;
  if (!answer) throw new RpcFault(FaultCode.Processing, `Upload failed (${response.status})`);
  if (!answer.ok) throw new RpcFault(answer.fault.code, answer.fault.message, answer.fault.detail);
  return answer.result;
}
