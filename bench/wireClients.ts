// Minimal protocol clients for load generation: they speak PROTOCOL.md directly so the bench
// measures the server, not the browser client's stores.
import WebSocket from 'ws';
import { decode, encode } from '../protocol/codec';
import type { ServerFrame } from '../protocol/envelope';

export class WsWireClient {
  private nextId = 1;
  private pending = new Map<number, (frame: ServerFrame) => void>();
  onPush: (frame: Extract<ServerFrame, { t: 'push' }>) => void = () => {};

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      const frame = decode<ServerFrame>(raw);
      if (frame.t === 'push') this.onPush(frame);
      else if (frame.t === 'result') {
        this.pending.get(frame.id)?.(frame);
        this.pending.delete(frame.id);
      }
    });
  }

  static async connect(baseUrl: string): Promise<WsWireClient> {
    const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new WsWireClient(socket);
    const welcome = new Promise<void>((resolve) => socket.once('message', () => resolve()));
    socket.send(encode({ t: 'hello', clientVersion: 'bench' }));
    await welcome;
    return client;
  }

  private send(frame: Record<string, unknown>): Promise<ServerFrame> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(encode({ ...frame, id }));
    });
  }

  /** secure: through the process endpoint (calls that need the logged-in player). */
  call(call: string, params: Record<string, unknown> = {}, secure = false): Promise<ServerFrame> {
    return this.send({ t: 'call', call, params, secure });
  }

  subscribe(topic: string): Promise<ServerFrame> {
    return this.send({ t: 'sub', topic });
  }

  close(): void {
    this.socket.close();
  }
}

export async function httpCall(baseUrl: string, call: string, params: Record<string, unknown> = {}) {
  const response = await fetch(baseUrl + '/rpc/anon', {
    method: 'POST',
    headers: { 'content-type': 'application/x-msgpack' },
    body: new Uint8Array(encode({ id: 1, call, params })),
  });
  return decode(new Uint8Array(await response.arrayBuffer()));
}
