import { encode } from '../../protocol/codec';

/** MessagePack as a Buffer for a socket or a reply: msgpackr already returns one on Node; never copy. */
export function encodeToBuffer(value: unknown): Buffer {
  const bytes = encode(value);
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
