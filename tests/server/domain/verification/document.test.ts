import { describe, expect, it } from 'vitest';
import { DocumentKey, readDocument } from '../../../../server/domain/verification/document';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
const PDF = Buffer.from('%PDF-1.7\n%...');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

describe('identity documents', () => {
  it.each([
    ['image/jpeg', JPEG],
    ['image/png', PNG],
    ['application/pdf', PDF],
    ['image/webp', WEBP],
  ])('recognises %s by its first bytes, plain base64 or a data URL', (mime, bytes) => {
    expect(readDocument(b64(bytes), 10_000)).toMatchObject({ ok: true, mime });
    expect(readDocument(`data:application/octet-stream;base64,${b64(bytes)}`, 10_000)).toMatchObject({
      ok: true,
      mime,
    });
  });

  it('refuses other files whatever they claim to be, and text that is not base64', () => {
    expect(
      readDocument(`data:image/png;base64,${b64(Buffer.from('<svg onload=alert(1)>'))}`, 10_000),
    ).toEqual({
      ok: false,
      key: DocumentKey.type,
    });
    expect(readDocument(b64(Buffer.from('MZ\x90\x00 executable')), 10_000)).toEqual({
      ok: false,
      key: DocumentKey.type,
    });
    expect(readDocument('not base64 at all!', 10_000)).toEqual({ ok: false, key: DocumentKey.type });
    expect(readDocument('', 10_000)).toEqual({ ok: false, key: DocumentKey.type });
  });

  it('refuses a document over the size limit', () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2000)]);
    expect(readDocument(b64(big), 2000)).toEqual({ ok: false, key: DocumentKey.size });
    expect(readDocument(b64(big), 3000)).toMatchObject({ ok: true });
  });
});
