import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { decode, encode } from '../../../protocol/codec';
import { binaryFrame, binaryPushFrame } from '../../../server/transport/wsFrame';

// A peer that writes our frames straight to the raw socket, as the transport does; a stock ws
// client must read them back as whole binary messages, in order.
describe('binaryFrame', () => {
  let http: Server;
  let url: string;
  let serverSide: Promise<Duplex>;

  beforeAll(async () => {
    const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
    http = createServer();
    serverSide = new Promise((resolve) =>
      http.on('upgrade', (request, socket, head) =>
        wss.handleUpgrade(request, socket, head, () => resolve(socket)),
      ),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  it('uses the 2-, 4- and 10-byte headers at their length limits', () => {
    expect([...binaryFrame(Buffer.alloc(125)).subarray(0, 2)]).toEqual([0x82, 125]);
    expect([...binaryFrame(Buffer.alloc(126)).subarray(0, 4)]).toEqual([0x82, 126, 0, 126]);
    expect([...binaryFrame(Buffer.alloc(65535)).subarray(0, 4)]).toEqual([0x82, 126, 255, 255]);
    expect([...binaryFrame(Buffer.alloc(65536)).subarray(0, 10)]).toEqual([
      0x82, 127, 0, 0, 0, 0, 0, 1, 0, 0,
    ]);
    expect(binaryFrame(Buffer.alloc(65536)).length).toBe(65546);
  });

  it('reaches a ws client intact and in order at every header size', async () => {
    const client = new WebSocket(url);
    const received: Buffer[] = [];
    const sizes = [0, 1, 125, 126, 4000, 65535, 65536, 200_000];
    const all = new Promise<void>((resolve) =>
      client.on('message', (data: Buffer, isBinary) => {
        expect(isBinary).toBe(true);
        received.push(data);
        if (received.length === sizes.length) resolve();
      }),
    );
    await new Promise((resolve) => client.once('open', resolve));
    const socket = await serverSide;
    const payloads = sizes.map((size, i) => Buffer.alloc(size, i + 1));
    for (const payload of payloads) socket.write(binaryFrame(payload));
    await all;
    expect(received.map((data, i) => data.equals(payloads[i]))).toEqual(sizes.map(() => true));
    client.close();
  });
});

// A push that came from Redis keeps its data's MessagePack bytes; its frame is built around them.
describe('binaryPushFrame', () => {
  const cases: { topic: string; event: string; seq: number; data: unknown }[] = [
    { topic: 'player.7', event: 'playerJoin', seq: 1, data: { gameInstanceId: 3, joinCode: 'x' } },
    { topic: 'cashier.12', event: 'balanceUpdate', seq: 127, data: { balance: 10.5, id: 9 } },
    { topic: 'lobby', event: 'gamesBatch', seq: 128, data: { games: [], removed: [1, 2] } },
    { topic: 'lobby.1', event: 'é'.repeat(20), seq: 255, data: 'a'.repeat(40) },
    { topic: 't'.repeat(31), event: 'e'.repeat(32), seq: 256, data: null },
    { topic: 't'.repeat(300), event: 'e'.repeat(70_000), seq: 65_535, data: [1, 'two', { three: 3 }] },
    { topic: 'bingo.4', event: 'bingoCall', seq: 65_536, data: { n: 75 } },
    { topic: 'bingo.4', event: 'bingoCall', seq: 0xffffffff, data: { big: 'x'.repeat(70_000) } },
  ];

  /** The payload of one of our frames (after its 2-, 4- or 10-byte header). */
  const payloadOf = (frame: Buffer) => frame.subarray(frame[1] === 127 ? 10 : frame[1] === 126 ? 4 : 2);

  it('frames the push a client decodes as the whole push, with a header for its length', () => {
    for (const { topic, event, seq, data } of cases) {
      const frame = binaryPushFrame(topic, event, seq, encode(data))!;
      const payload = payloadOf(frame);
      // The header says the payload's length, as binaryFrame writes it.
      expect(binaryFrame(payload)).toEqual(frame);
      expect(decode(payload)).toEqual({ t: 'push', topic, event, data, seq });
    }
  });

  it('leaves a seq that is no 32-bit unsigned integer to the whole encoding', () => {
    expect(binaryPushFrame('lobby', 'x', 2 ** 32, encode({}))).toBeNull();
    expect(binaryPushFrame('lobby', 'x', -1, encode({}))).toBeNull();
    expect(binaryPushFrame('lobby', 'x', 1.5, encode({}))).toBeNull();
  });
});
