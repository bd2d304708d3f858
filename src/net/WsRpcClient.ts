import type { CallName, CallParams, CallResult } from '../../protocol/calls';
import type { ClientFrame, ServerFrame } from '../../protocol/envelope';
import { decode, encode } from './msgpack';
import {
  CLIENT_VERSION,
  REQUEST_TIMEOUT_MS,
  WS_CONNECT_TIMEOUT_MS,
  WS_RECONNECT_DELAY_MS,
} from '../constants';
import { deliveryInDoubt, requestTimedOut, sendFailed, toRpcFault } from './clientFaults';
import { RpcClientBase } from './RpcClientBase';
import type { RpcClient } from './RpcClient';
import type { TokenStore } from './tokenStore';

/** The part of the browser WebSocket we use, so tests can give a fake. */
export interface SocketLike {
  binaryType: string;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: Uint8Array): void;
  close(): void;
}

export interface WsOptions {
  url: string;
  tokens: TokenStore;
  createSocket?: (url: string) => SocketLike;
  clientVersion?: string;
  requestTimeoutMs?: number;
  connectTimeoutMs?: number;
  reconnectDelayMs?: number;
  /**
   * While connected, a ping goes out when nothing has arrived for this long (spec: ping cycle
   * 5 s). A server that stops answering keeps the socket open and silent; the ping's timeout is
   * what reports it, as Client.Error.RequestTimeout. Unset: no liveness pings.
   */
  livenessPingMs?: number;
}

interface Pending {
  frame: Extract<ClientFrame, { t: 'call' }>;
  sent: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * RPC over one WebSocket: hello first, calls matched to results by id (they may come out of
 * order), topics re-subscribed after every reconnect, reconnect 5 s after a close.
 */
export class WsRpcClient extends RpcClientBase implements RpcClient {
  readonly kind = 'websocket' as const;
  private socket: SocketLike | null = null;
  private welcomed = false;
  private stopped = true;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly topics = new Set<string>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private livenessTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeardAt = 0;
  private livenessPingOut = false;

  constructor(private readonly options: WsOptions) {
    super(options.tokens);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const every = this.options.livenessPingMs;
    if (every) this.livenessTimer = setInterval(() => this.checkLiveness(every), every);
    this.open();
  }

  private checkLiveness(quietMs: number): void {
    if (!this.welcomed || this.livenessPingOut || Date.now() - this.lastHeardAt < quietMs) return;
    this.livenessPingOut = true;
    this.call('ping', {})
      .catch(() => undefined) // tracked: the fault rules (reconnecting, re-initialise) handle it
      .finally(() => (this.livenessPingOut = false));
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.livenessTimer) clearInterval(this.livenessTimer);
    this.livenessTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.dropConnection('Connection closed.');
  }

  /** A fresh socket now (a call timed out on a socket that may be dead, or another channel fault). */
  restart(): void {
    if (this.stopped) return;
    const wasConnected = this.welcomed;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null; // its late close event is ignored
    socket?.close();
    this.dropConnection('Connection restarted.');
    if (wasConnected) this.states.emit('disconnected');
    this.open();
  }

  call<N extends CallName>(name: N, params: CallParams<N>): Promise<CallResult<N>> {
    return this.tracked(name, this.enqueue(name, params));
  }

  private enqueue<N extends CallName>(name: N, params: CallParams<N>): Promise<CallResult<N>> {
    const id = this.nextId++;
    const frame = {
      t: 'call',
      id,
      call: name,
      params: params as Record<string, unknown>,
      secure: this.hasToken,
    } as const;
    return new Promise<CallResult<N>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(requestTimedOut());
      }, this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
      const entry: Pending = { frame, sent: false, timer, resolve: resolve as (v: unknown) => void, reject };
      this.pending.set(id, entry);
      // Calls made while (re)connecting wait here and go out right after the welcome.
      if (this.welcomed) this.sendCall(entry);
    });
  }

  subscribe(topic: string): void {
    if (this.topics.has(topic)) return;
    this.topics.add(topic);
    if (this.welcomed) this.send({ t: 'sub', id: this.nextId++, topic });
  }

  unsubscribe(topic: string): void {
    if (!this.topics.delete(topic)) return;
    if (this.welcomed) this.send({ t: 'unsub', id: this.nextId++, topic });
  }

  private open(): void {
    this.states.emit('connecting');
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.handleClose(null);
      return;
    }
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      const token = this.tokens.get();
      const hello: ClientFrame = { t: 'hello', clientVersion: this.options.clientVersion ?? CLIENT_VERSION };
      this.send(token ? { ...hello, token } : hello);
    };
    socket.onmessage = (ev) => this.handleMessage(ev.data);
    socket.onclose = () => this.handleClose(socket);
    socket.onerror = () => socket.close();
    // A socket that never gets its welcome counts as a failed connect.
    this.connectTimer = setTimeout(() => {
      if (!this.welcomed && this.socket === socket) socket.close();
    }, this.options.connectTimeoutMs ?? WS_CONNECT_TIMEOUT_MS);
  }

  private handleMessage(data: unknown): void {
    this.lastHeardAt = Date.now();
    // Duck-typed rather than instanceof: ArrayBuffers from another realm (tests, workers) differ.
    const bytes = ArrayBuffer.isView(data) ? (data as Uint8Array) : new Uint8Array(data as ArrayBuffer);
    let frame: ServerFrame;
    try {
      frame = decode<ServerFrame>(bytes);
    } catch {
      return; // not ours; ignore rather than crash the session
    }
    if (frame.t === 'welcome') return this.handleWelcome();
    if (frame.t === 'push')
      return this.pushes.emit({ topic: frame.topic, event: frame.event, data: frame.data, seq: frame.seq });
    if (frame.t === 'result') {
      if (frame.token) this.tokens.set(frame.token);
      const entry = this.pending.get(frame.id);
      if (!entry) return; // a sub/unsub answer, or a call that already timed out
      this.pending.delete(frame.id);
      clearTimeout(entry.timer);
      if (frame.ok) entry.resolve(frame.result);
      else entry.reject(toRpcFault(frame.fault));
    }
  }

  private handleWelcome(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.lastHeardAt = Date.now();
    this.welcomed = true;
    this.states.emit('connected');
    for (const topic of this.topics) this.send({ t: 'sub', id: this.nextId++, topic });
    for (const entry of this.pending.values()) if (!entry.sent) this.sendCall(entry);
  }

  private handleClose(socket: SocketLike | null): void {
    if (socket && socket !== this.socket) return; // an old socket closing late
    this.socket = null;
    this.dropConnection('Connection lost.');
    if (this.stopped) return;
    this.states.emit('disconnected');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.open();
    }, this.options.reconnectDelayMs ?? WS_RECONNECT_DELAY_MS);
  }

  /** Calls already on the wire may never be answered; unsent ones wait for the next socket. */
  private dropConnection(why: string): void {
    this.welcomed = false;
    if (this.connectTimer) clearTimeout(this.connectTimer);
    for (const [id, entry] of this.pending) {
      if (!entry.sent && !this.stopped) continue;
      this.pending.delete(id);
      clearTimeout(entry.timer);
      entry.reject(entry.sent ? deliveryInDoubt(why) : sendFailed(why));
    }
  }

  private sendCall(entry: Pending): void {
    entry.sent = this.send(entry.frame);
  }

  private send(frame: ClientFrame): boolean {
    if (!this.socket) return false;
    try {
      this.socket.send(encode(frame));
      return true;
    } catch {
      return false;
    }
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.reconnectTimer = this.connectTimer = null;
  }
}
