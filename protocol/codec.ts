import { Packr } from 'msgpackr';

// Records extension off so any standard MessagePack decoder can read our frames (PROTOCOL.md).
const packr = new Packr({ useRecords: false, mapsAsObjects: true, int64AsType: 'number' });

export function encode(value: unknown): Uint8Array {
  return packr.pack(value);
}

export function decode<T = unknown>(bytes: Uint8Array): T {
  return packr.unpack(bytes) as T;
}
