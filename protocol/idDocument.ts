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

/** Documents that prove who the player is: an operator's verify-id sets idVerified. */
export const IDENTITY_DOCUMENTS = ['passport', 'idCard', 'driverLicence'] as const;
/** Documents that prove where the player lives: an operator's verify-address sets addressVerified. */
export const ADDRESS_DOCUMENTS = ['utilityBill', 'bankStatement', 'taxLetter'] as const;
export const VERIFICATION_DOCUMENTS = [...IDENTITY_DOCUMENTS, ...ADDRESS_DOCUMENTS] as const;
export type VerificationDocument = (typeof VERIFICATION_DOCUMENTS)[number];

/** What a document verifies once the operator accepts it. */
export function documentVerifies(documentType: VerificationDocument): 'id' | 'address' {
  return (ADDRESS_DOCUMENTS as readonly string[]).includes(documentType) ? 'address' : 'id';
}
