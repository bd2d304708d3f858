import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { binaryFrame } from '../../../server/transport/wsFrame';

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
