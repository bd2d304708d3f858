/** Kinds of identity document accepted, told by their first bytes (never by a name the client gives). */
const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export const DocumentKey = {
  type: 'verification.document.type',
  size: 'verification.document.size',
} as const;

export type DocumentCheck = { ok: true; mime: string; bytes: Buffer } | { ok: false; key: string };

/**
 * A document sent as base64 (optionally a data: URL) in the call's params: decoded, its size
 * checked against maxBytes and its type against the signatures above (image or PDF).
 */
export function readDocument(encoded: string, maxBytes: number): DocumentCheck {
  const base64 = encoded.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { ok: false, key: DocumentKey.type };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, key: DocumentKey.type };
  if (bytes.length > maxBytes) return { ok: false, key: DocumentKey.size };
  const kind = SIGNATURES.find((s) => s.test(bytes));
  return kind ? { ok: true, mime: kind.mime, bytes } : { ok: false, key: DocumentKey.type };
}
