/**
 * Identity documents (spec section 4, Verification). Small ones may travel base64 in the
 * requestIdVerification call; larger ones go as the raw body of a plain HTTP POST to this path
 * (the RPC envelope is capped at 64 KiB on both transports).
 */
export const ID_DOCUMENT_UPLOAD_PATH = '/upload/id-document';

/** Default size limit of a document (config players.idDocumentMaxBytes overrides it per deployment). */
export const ID_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds the server accepts; it tells them by the file's first bytes, never by this label. */
export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
