import { describe, expect, it } from 'vitest';
import { Packr } from 'msgpackr';
import { decode, encode } from '../../../src/net/msgpack';

// The client's codec against the server's: msgpackr as protocol/codec.ts configures it.
const server = new Packr({ useRecords: false, mapsAsObjects: true, int64AsType: 'number' });

const push = {
  t: 'push',
  topic: 'lobby.1',
  event: 'gamesBatch',
  seq: 70000,
  data: {
    games: [
      {
        gameInstanceId: 1,
        gameStatus: 'OPEN',
        gamePlayCost: 10.5,
        jackpot: 1_234_567.89,
        name: 'Mega 6/49 ñ €',
      },
      { gameInstanceId: 2 ** 40, gameStatus: 'READY', gamePlayCost: -2, players: null, won: false },
    ],
    removed: [3, -1, -33, -200, -40_000, -3_000_000_000, 255, 65_535, 4_294_967_295],
  },
};

/** Values of every size class: fix forms, 8-, 16- and 32-bit lengths, ints of each width. */
function corpus(): unknown[] {
  const long = 'x'.repeat(70_000);
  const many = Array.from({ length: 70_000 }, (_, i) => i % 300);
  const bigMap = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]));
  return [
    push,
    null,
    true,
    false,
    0,
    127,
    128,
    -32,
    -33,
    -129,
    -32_769,
    2 ** 53 - 1,
    -(2 ** 53 - 1),
    0.1,
    -1.5e300,
    '',
    'a'.repeat(31),
    'b'.repeat(32),
    'c'.repeat(300),
    long,
    '😀 emoji and ümlauts',
    [],
    Array.from({ length: 15 }, (_, i) => i),
    Array.from({ length: 16 }, (_, i) => i),
    many,
    {},
    bigMap,
    { nested: { deeper: [{ a: [1, [2, [3]]] }] } },
    new Uint8Array([1, 2, 3, 250]),
    new Uint8Array(300).fill(7),
  ];
}

describe('the client MessagePack codec', () => {
  it.each(corpus().map((v, i) => [i, v]))('reads what msgpackr writes (%i)', (_, value) => {
    expect(decode(server.pack(value))).toEqual(value);
  });

  it.each(corpus().map((v, i) => [i, v]))('writes what msgpackr reads (%i)', (_, value) => {
    const back: unknown = server.unpack(encode(value));
    // msgpackr in node reads binaries as Buffers, the Uint8Array subclass.
    expect(back instanceof Uint8Array ? new Uint8Array(back) : back).toEqual(value);
  });

  it('reads msgpackr dates and undefined, and writes dates msgpackr reads', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 10, 0, 0, 123));
    expect(decode(server.pack({ at: date, gone: undefined }))).toEqual({ at: date, gone: undefined });
    expect(decode(server.pack(new Date(1_000_000_000)))).toEqual(new Date(1_000_000_000));
    expect(server.unpack(encode(date))).toEqual(date);
  });

  it('leaves undefined properties out and writes undefined as nil', () => {
    expect(server.unpack(encode({ a: 1, b: undefined }))).toEqual({ a: 1 });
    expect(server.unpack(encode([undefined]))).toEqual([null]);
  });

  it('keeps a pushed __proto__ key an own property, never the prototype', () => {
    const bytes = server.pack(JSON.parse('{"__proto__": {"polluted": 1}, "ok": 1}'));
    const back = decode<Record<string, unknown>>(bytes);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(back.ok).toBe(1);
  });

  it('refuses truncated messages and trailing bytes', () => {
    const bytes = server.pack(push);
    expect(() => decode(bytes.subarray(0, bytes.length - 3))).toThrow();
    expect(() => decode(new Uint8Array([...bytes, 0xc0]))).toThrow();
  });
});
