/**
 * One whole unmasked binary WebSocket message (RFC 6455 section 5.2: FIN, opcode 2, the payload
 * length) with its payload, in one Buffer. A push is framed once and the same bytes are written to
 * every socket that gets it: a fan-out allocates no header per socket, and each socket costs one
 * write of one buffer (ws.send corks, writes a header and the payload and uncorks: a writev).
 * Only for connections without extensions: a permessage-deflate connection would need RSV1 and
 * the compressed payload, so the server turns compression off (ws.ts).
 */
export function binaryFrame(payload: Uint8Array): Buffer {
  const length = payload.byteLength;
  const headerLength = length <= 125 ? 2 : length <= 0xffff ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x82; // FIN + binary
  if (headerLength === 2) {
    frame[1] = length;
  } else if (headerLength === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.set(payload, headerLength);
  return frame;
}
