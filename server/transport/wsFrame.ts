/**
 * One whole unmasked binary WebSocket message (RFC 6455 section 5.2: FIN, opcode 2, the payload
 * length) with its payload, in one Buffer. A push is framed once and the same bytes are written to
 * every socket that gets it: a fan-out allocates no header per socket, and each socket costs one
 * write of one buffer (ws.send corks, writes a header and the payload and uncorks: a writev).
 * Only for connections without extensions: a permessage-deflate connection would need RSV1 and
 * the compressed payload, so the server turns compression off (ws.ts).
 */
export function binaryFrame(payload: Uint8Array): Buffer {
  const frame = frameFor(payload.byteLength);
  frame.set(payload, frame.length - payload.byteLength);
  return frame;
}

/** A frame for a payload of `length` bytes: the header written, the payload left to write after it. */
function frameFor(length: number): Buffer {
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
  return frame;
}

/**
 * The framed push `{ t: 'push', topic, event, data, seq }` (as binaryFrame(encode(...)) makes it)
 * around data that is MessagePack already (a push that came from Redis, server/push/
 * encodedPush.ts): the bytes go in as they are, not decoded and encoded again. Null for a seq
 * that is no 32-bit unsigned integer (such a push is encoded whole).
 */
export function binaryPushFrame(topic: string, event: string, seq: number, data: Uint8Array): Buffer | null {
  if (!Number.isInteger(seq) || seq < 0 || seq > 0xffffffff) return null;
  const topicLength = Buffer.byteLength(topic);
  const eventLength = Buffer.byteLength(event);
  const length =
    PUSH_HEAD.length +
    strSize(topicLength) +
    EVENT_KEY.length +
    strSize(eventLength) +
    DATA_KEY.length +
    data.byteLength +
    SEQ_KEY.length +
    uintSize(seq);
  const frame = frameFor(length);
  let at = frame.length - length;
  frame.set(PUSH_HEAD, at);
  at = writeStr(frame, at + PUSH_HEAD.length, topic, topicLength);
  frame.set(EVENT_KEY, at);
  at = writeStr(frame, at + EVENT_KEY.length, event, eventLength);
  frame.set(DATA_KEY, at);
  frame.set(data, (at += DATA_KEY.length));
  frame.set(SEQ_KEY, (at += data.byteLength));
  writeUint(frame, at + SEQ_KEY.length, seq);
  return frame;
}

/** fixmap of 5, 't': 'push', then the key 'topic' (what msgpackr writes for the same object). */
const PUSH_HEAD = Buffer.from([
  0x85,
  0xa1,
  0x74,
  0xa4,
  ...Buffer.from('push'),
  0xa5,
  ...Buffer.from('topic'),
]);
const EVENT_KEY = Buffer.from([0xa5, ...Buffer.from('event')]);
const DATA_KEY = Buffer.from([0xa4, ...Buffer.from('data')]);
const SEQ_KEY = Buffer.from([0xa3, ...Buffer.from('seq')]);

function strSize(length: number): number {
  return length + (length < 32 ? 1 : length < 0x100 ? 2 : length < 0x10000 ? 3 : 5);
}

function writeStr(out: Buffer, at: number, value: string, length: number): number {
  if (length < 32) out[at++] = 0xa0 | length;
  else if (length < 0x100) {
    out[at++] = 0xd9;
    out[at++] = length;
  } else if (length < 0x10000) {
    out[at++] = 0xda;
    at = out.writeUInt16BE(length, at);
  } else {
    out[at++] = 0xdb;
    at = out.writeUInt32BE(length, at);
  }
  return at + out.write(value, at, 'utf8');
}

function uintSize(value: number): number {
  return value < 0x80 ? 1 : value < 0x100 ? 2 : value < 0x10000 ? 3 : 5;
}

function writeUint(out: Buffer, at: number, value: number): void {
  if (value < 0x80) out[at] = value;
  else if (value < 0x100) {
    out[at] = 0xcc;
    out[at + 1] = value;
  } else if (value < 0x10000) {
    out[at] = 0xcd;
    out.writeUInt16BE(value, at + 1);
  } else {
    out[at] = 0xce;
    out.writeUInt32BE(value, at + 1);
  }
}
