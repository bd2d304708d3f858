import { describe, expect, it } from 'vitest';
import { Packr, unpack } from 'msgpackr';
import { decode, encode } from '../../protocol/codec';

const frame = {
  t: 'push',
  topic: 'lobby',
  event: 'gamesBatch',
  seq: 7,
  data: {
    games: [
      { gameInstanceId: 1, gameStatus: 'OPEN', gamePlayCost: 10.5 },
      { gameInstanceId: 2, gameStatus: 'READY', gamePlayCost: 2 },
    ],
    removed: [3],
  },
};

// msgpackr's record extension uses ext type 0x72 ('r'); fixext/ext headers are 0xd4..0xd8 and 0xc7..0xc9.
function hasRecordExtension(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length - 1; i++)
    if ([0xd4, 0xd5, 0xd6, 0xd7, 0xd8].includes(bytes[i]) && bytes[i + 1] === 0x72) return true;
  return false;
}

describe('codec', () => {
  it('round-trips a frame to a plain object', () => {
    const back = decode<typeof frame>(encode(frame));
    expect(back).toEqual(frame);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it('writes no record extension, so a default decoder reads plain objects', () => {
    const bytes = encode(frame);
    expect(hasRecordExtension(bytes)).toBe(false);
    const viaDefault = unpack(bytes);
    expect(viaDefault).toEqual(frame);
    expect(viaDefault instanceof Map).toBe(false);
  });

  it('a records-on encoder would differ, proving the check can fail', () => {
    const withRecords = new Packr({ useRecords: true }).pack(frame);
    expect(hasRecordExtension(withRecords)).toBe(true);
  });

  it('decodes frames from a standard records-off encoder', () => {
    const bytes = new Packr({ useRecords: false }).pack({
      id: 1,
      ok: true,
      result: { serverTimeMillis: 123 },
    });
    expect(decode(bytes)).toEqual({ id: 1, ok: true, result: { serverTimeMillis: 123 } });
  });
});
