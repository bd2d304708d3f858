// The client's MessagePack codec: the standard format the server's msgpackr writes and reads with
// records off (PROTOCOL.md, Encoding), in a few hundred bytes instead of msgpackr's 10 KiB of the
// lobby's first load. Maps decode to plain objects, 64-bit integers to numbers, the timestamp
// extension to Date and msgpackr's undefined (fixext 1, type 0) to undefined. Properties that are
// undefined are left out, as JSON does.

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

class Writer {
  private bytes = new Uint8Array(256);
  private view = new DataView(this.bytes.buffer);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  byte(b: number): void {
    this.room(1);
    this.bytes[this.length++] = b;
  }

  /** A type byte, then `size` bytes of big-endian unsigned (or float64 for size 'f'). */
  head(type: number, size: 1 | 2 | 4, value: number): void {
    this.room(1 + size);
    this.bytes[this.length++] = type;
    if (size === 1) this.view.setUint8(this.length, value);
    else if (size === 2) this.view.setUint16(this.length, value);
    else this.view.setUint32(this.length, value);
    this.length += size;
  }

  number(type: number, write: (view: DataView, at: number) => void, size: number): void {
    this.room(1 + size);
    this.bytes[this.length++] = type;
    write(this.view, this.length);
    this.length += size;
  }

  raw(data: Uint8Array): void {
    this.room(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** fix-form prefix and limit, then the 8-, 16- and 32-bit length types (str, bin or none). */
function writeLength(
  w: Writer,
  n: number,
  fix: number | null,
  fixMax: number,
  t8: number | null,
  t16: number,
): void {
  if (fix !== null && n <= fixMax) w.byte(fix | n);
  else if (t8 !== null && n < 0x100) w.head(t8, 1, n);
  else if (n < 0x10000) w.head(t16, 2, n);
  else w.head(t16 + 1, 4, n);
}

function writeInteger(w: Writer, v: number): void {
  if (v >= 0) {
    if (v < 0x80) w.byte(v);
    else if (v < 0x100) w.head(0xcc, 1, v);
    else if (v < 0x10000) w.head(0xcd, 2, v);
    else if (v < 0x100000000) w.head(0xce, 4, v);
    else w.number(0xcf, (d, at) => d.setBigUint64(at, BigInt(v)), 8);
  } else if (v >= -0x20) w.byte(v & 0xff);
  else if (v >= -0x80) w.number(0xd0, (d, at) => d.setInt8(at, v), 1);
  else if (v >= -0x8000) w.number(0xd1, (d, at) => d.setInt16(at, v), 2);
  else if (v >= -0x80000000) w.number(0xd2, (d, at) => d.setInt32(at, v), 4);
  else w.number(0xd3, (d, at) => d.setBigInt64(at, BigInt(v)), 8);
}

function write(w: Writer, v: unknown): void {
  if (v === null || v === undefined) return w.byte(0xc0);
  if (v === false) return w.byte(0xc2);
  if (v === true) return w.byte(0xc3);
  if (typeof v === 'number') {
    if (Number.isSafeInteger(v)) return writeInteger(w, v);
    return w.number(0xcb, (d, at) => d.setFloat64(at, v), 8);
  }
  if (typeof v === 'string') {
    const data = utf8Encoder.encode(v);
    writeLength(w, data.length, 0xa0, 31, 0xd9, 0xda);
    return w.raw(data);
  }
  if (v instanceof Uint8Array || v instanceof ArrayBuffer) {
    const data = v instanceof Uint8Array ? v : new Uint8Array(v);
    writeLength(w, data.length, null, 0, 0xc4, 0xc5);
    return w.raw(data);
  }
  if (Array.isArray(v)) {
    writeLength(w, v.length, 0x90, 15, null, 0xdc);
    for (const item of v) write(w, item);
    return;
  }
  if (v instanceof Date) {
    // Timestamp 96: nanoseconds (uint32), then seconds (int64).
    const ms = v.getTime();
    const seconds = Math.floor(ms / 1000);
    w.head(0xc7, 1, 12);
    w.number(
      0xff,
      (d, at) => {
        d.setUint32(at, (ms - seconds * 1000) * 1e6);
        d.setBigInt64(at + 4, BigInt(seconds));
      },
      12,
    );
    return;
  }
  if (typeof v === 'object') {
    const entries =
      v instanceof Map
        ? [...(v as Map<unknown, unknown>).entries()]
        : Object.entries(v).filter(([, value]) => value !== undefined);
    writeLength(w, entries.length, 0x80, 15, null, 0xde);
    for (const [key, value] of entries) {
      write(w, key);
      write(w, value);
    }
    return;
  }
  throw new TypeError(`msgpack: cannot encode a ${typeof v}`);
}

export function encode(value: unknown): Uint8Array {
  const w = new Writer();
  write(w, value);
  return w.result();
}

class Reader {
  at = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Moves past n bytes and returns where they start; past the end is a truncated message. */
  take(n: number): number {
    const start = this.at;
    if (start + n > this.bytes.length) throw new RangeError('msgpack: truncated message');
    this.at += n;
    return start;
  }

  u8 = () => this.view.getUint8(this.take(1));
  u16 = () => this.view.getUint16(this.take(2));
  u32 = () => this.view.getUint32(this.take(4));

  slice(n: number): Uint8Array {
    const start = this.take(n);
    return this.bytes.subarray(start, start + n);
  }

  get dataView(): DataView {
    return this.view;
  }
}

function readExt(r: Reader, length: number): unknown {
  const type = r.dataView.getInt8(r.take(1));
  const start = r.take(length);
  const d = r.dataView;
  if (type === 0 && length === 1) return undefined; // msgpackr's undefined
  if (type === -1) {
    if (length === 4) return new Date(d.getUint32(start) * 1000);
    if (length === 8) {
      const high = d.getUint32(start);
      const low = d.getUint32(start + 4);
      // 30 bits of nanoseconds, then 34 bits of seconds.
      return new Date(((high & 0x3) * 0x100000000 + low) * 1000 + (high >>> 2) / 1e6);
    }
    if (length === 12) return new Date(Number(d.getBigInt64(start + 4)) * 1000 + d.getUint32(start) / 1e6);
  }
  throw new TypeError(`msgpack: unknown extension ${type}`);
}

function readMap(r: Reader, size: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) {
    const key = String(read(r));
    const value = read(r);
    // Own property even for '__proto__', which never reaches the prototype.
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function readArray(r: Reader, size: number): unknown[] {
  const out = new Array<unknown>(size);
  for (let i = 0; i < size; i++) out[i] = read(r);
  return out;
}

const readString = (r: Reader, n: number) => utf8Decoder.decode(r.slice(n));
/** A copy, so the value outlives the message's buffer (and is a plain Uint8Array). */
const bytesOf = (r: Reader, n: number) => new Uint8Array(r.slice(n));

function read(r: Reader): unknown {
  const b = r.u8();
  if (b < 0x80) return b;
  if (b < 0x90) return readMap(r, b & 0x0f);
  if (b < 0xa0) return readArray(r, b & 0x0f);
  if (b < 0xc0) return readString(r, b & 0x1f);
  if (b >= 0xe0) return b - 0x100;
  const d = r.dataView;
  switch (b) {
    case 0xc0:
      return null;
    case 0xc2:
      return false;
    case 0xc3:
      return true;
    case 0xc4:
      return bytesOf(r, r.u8());
    case 0xc5:
      return bytesOf(r, r.u16());
    case 0xc6:
      return bytesOf(r, r.u32());
    case 0xc7:
      return readExt(r, r.u8());
    case 0xc8:
      return readExt(r, r.u16());
    case 0xc9:
      return readExt(r, r.u32());
    case 0xca:
      return d.getFloat32(r.take(4));
    case 0xcb:
      return d.getFloat64(r.take(8));
    case 0xcc:
      return r.u8();
    case 0xcd:
      return r.u16();
    case 0xce:
      return r.u32();
    case 0xcf:
      return Number(d.getBigUint64(r.take(8)));
    case 0xd0:
      return d.getInt8(r.take(1));
    case 0xd1:
      return d.getInt16(r.take(2));
    case 0xd2:
      return d.getInt32(r.take(4));
    case 0xd3:
      return Number(d.getBigInt64(r.take(8)));
    case 0xd4:
      return readExt(r, 1);
    case 0xd5:
      return readExt(r, 2);
    case 0xd6:
      return readExt(r, 4);
    case 0xd7:
      return readExt(r, 8);
    case 0xd8:
      return readExt(r, 16);
    case 0xd9:
      return readString(r, r.u8());
    case 0xda:
      return readString(r, r.u16());
    case 0xdb:
      return readString(r, r.u32());
    case 0xdc:
      return readArray(r, r.u16());
    case 0xdd:
      return readArray(r, r.u32());
    case 0xde:
      return readMap(r, r.u16());
    case 0xdf:
      return readMap(r, r.u32());
    default:
      throw new TypeError(`msgpack: unknown type 0x${b.toString(16)}`);
  }
}

/** One whole message; bytes left over mean it was not one MessagePack value. */
export function decode<T = unknown>(bytes: Uint8Array): T {
  const r = new Reader(bytes);
  const value = read(r);
  if (r.at !== bytes.length) throw new RangeError('msgpack: bytes after the message');
  return value as T;
}
