// A tiny raw protocol client for server tests: MessagePack over fetch and over `ws`, straight from
// PROTOCOL.md, so the tests check the wire and not the browser client's code.
import WebSocket from 'ws';
import { decode, encode } from '../../../protocol/codec';
import type { RpcResponse, ServerFrame } from '../../../protocol/envelope';

export interface HttpReply {
  status: number;
  token: string | null;
  body: RpcResponse;
}

export async function postRaw(
  baseUrl: string,
  endpoint: 'anon' | 'process',
  body: Uint8Array,
  headers: Record<string, string> = {},
): Promise<{ status: number; token: string | null; bytes: Uint8Array; contentType: string | null }> {
  const response = await fetch(`${baseUrl}/rpc/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-msgpack', ...headers },
    body: body as unknown as BodyInit,
  });
  return {
    status: response.status,
    token: response.headers.get('x-auth-token'),
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
}

export async function httpCall(
  baseUrl: string,
  call: string,
  params: unknown = {},
  options: { endpoint?: 'anon' | 'process'; token?: string | null; id?: number } = {},
): Promise<HttpReply> {
  const headers: Record<string, string> = options.token ? { 'x-auth-token': options.token } : {};
  const reply = await postRaw(
    baseUrl,
    options.endpoint ?? 'process',
    encode({ id: options.id ?? 1, call, params }),
    headers,
  );
  return { status: reply.status, token: reply.token, body: decode<RpcResponse>(reply.bytes) };
}

type ResultFrame = Extract<ServerFrame, { t: 'result' }>;
type PushFrame = Extract<ServerFrame, { t: 'push' }>;

export class WsClient {
  readonly pushes: PushFrame[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (frame: ResultFrame) => void>();
  private readonly pushWaiters: { count: number; resolve: () => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      const frame = decode<ServerFrame>(raw);
      if (frame.t === 'result') {
        this.pending.get(frame.id)?.(frame);
        this.pending.delete(frame.id);
      } else if (frame.t === 'push') {
        this.pushes.push(frame);
        for (const waiter of [...this.pushWaiters]) {
          if (this.pushes.length >= waiter.count) waiter.resolve();
        }
      }
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a socket without saying hello. */
  static async open(baseUrl: string): Promise<WsClient> {
    const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new WsClient(socket);
  }

  /** Opens a socket and completes the hello/welcome exchange. */
  static async connect(baseUrl: string, token?: string): Promise<{ client: WsClient; welcome: ServerFrame }> {
    const client = await WsClient.open(baseUrl);
    const welcome = await client.hello(token);
    return { client, welcome };
  }

  hello(token?: string): Promise<ServerFrame> {
    const welcome = new Promise<ServerFrame>((resolve) =>
      this.socket.once('message', (raw: Buffer) => resolve(decode(raw))),
    );
    this.sendFrame({ t: 'hello', clientVersion: 'test', ...(token ? { token } : {}) });
    return welcome;
  }

  sendFrame(frame: unknown): void {
    this.socket.send(encode(frame));
  }

  request(frame: Record<string, unknown>): Promise<ResultFrame> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.sendFrame({ ...frame, id });
    });
  }

  call(call: string, params: unknown = {}, secure = true): Promise<ResultFrame> {
    return this.request({ t: 'call', call, params, secure });
  }

  sub(topic: string): Promise<ResultFrame> {
    return this.request({ t: 'sub', topic });
  }

  unsub(topic: string): Promise<ResultFrame> {
    return this.request({ t: 'unsub', topic });
  }

  /** Resolves once `count` pushes in total have arrived. */
  waitForPushes(count: number, timeoutMs = 5000): Promise<PushFrame[]> {
    if (this.pushes.length >= count) return Promise.resolve(this.pushes);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.pushes.length} of ${count} pushes`)),
        timeoutMs,
      );
      this.pushWaiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.pushes);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
