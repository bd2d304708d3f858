import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { decode } from '../../protocol/codec';
import { MAX_BODY_BYTES, type ServerFrame } from '../../protocol/envelope';
import type { PushMessage } from '../../protocol/events';
import { FaultCode, RpcFault, isRpcFault, type Fault } from '../../protocol/faults';
import type { Metrics } from '../metrics';
import { isClientEvent, sessionTopic } from '../domain/sessions/sessionTopic';
import { assertMayListen, isPrivateTopic } from '../push/topics';
import { EncodedPush } from '../push/encodedPush';
import { createSendPacer, type SendPacer } from './sendPacer';
import { encodeToBuffer } from './bytes';
import { binaryFrame } from './wsFrame';
import { isPlainObject, type Dispatch } from '../rpc/dispatch';
import type { Clock } from '../ports/clock';
import type { PushHub } from '../ports/pushHub';
import type { SessionInfo, SessionResolver } from '../ports/session';
import { createConnectionGuard, type ConnectionGuardOptions } from './connectionGuard';
import { resolveSession, tokenOf } from './session';

export interface WsDeps {
  dispatch: Dispatch;
  sessions: SessionResolver;
  hub: PushHub;
  log: Logger;
  clock: Clock;
  metrics?: Metrics;
  /** Ping interval; a connection that has not answered the previous ping is dropped (spec: 5 s). */
  heartbeatMs?: number;
  /** A client that lets this much pile up unsent is too slow to keep (protects server memory). */
  maxBufferedBytes?: number;
  /** The caller's address for rate limiting. */
  clientIp?: (request: IncomingMessage) => string;
  /** Hello timeout and per-address cap (connectionGuard.ts). */
  guard?: ConnectionGuardOptions;
  /** Socket writes per turn of the event loop before the rest wait for the next turn (sendPacer). */
  sendsPerTurn?: number;
  /** Other WebSocket paths on the same HTTP server and who takes their upgrades (the console's live views). */
  upgrades?: ReadonlyMap<string, UpgradeHandler>;
}

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer, ip: string) => void;

/** Close codes (RFC 6455). */
const CLOSE = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policy: 1008,
  internalError: 1011,
  tryAgain: 1013,
};

export interface WsTransport {
  /** Stops taking new calls and waits for the calls in flight. */
  drain(): Promise<void>;
  /** Closes every socket and stops the heartbeat. */
  close(): Promise<void>;
  readonly connectionCount: number;
}

/**
 * GET /ws on the given HTTP server (PROTOCOL.md, WebSocket). Each connection greets with hello,
 * then sends calls (answered as they finish, possibly out of order) and topic subscriptions.
 */
export function attachWebSocket(server: Server, deps: WsDeps): WsTransport {
  // No permessage-deflate: frames are built once and written as they are (wsFrame.ts), and a
  // compressed push would cost a deflate per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const inFlight = new Set<Promise<unknown>>();
  const pacer = createSendPacer(deps.sendsPerTurn);
  let draining = false;
  const guard = createConnectionGuard(deps.guard);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const other = deps.upgrades?.get(path);
    if ((path !== '/ws' && !other) || draining) {
      socket.destroy();
      return;
    }
    const ip = deps.clientIp?.(request) ?? request.socket.remoteAddress ?? 'unknown';
    if (other) return other(request, socket, head, ip);
    const release = guard.admit(ip, socket);
    if (!release) return;
    socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws) => {
      guard.expectHello(ws);
      const connection = new Connection(
        ws,
        socket,
        ip,
        deps,
        (work) => {
          inFlight.add(work);
          void work.finally(() => inFlight.delete(work));
        },
        () => draining,
        pacer,
      );
      connections.add(connection);
      deps.metrics?.connections.inc();
      ws.once('close', () => {
        connections.delete(connection);
        connection.dispose();
        deps.metrics?.connections.dec();
      });
    });
  };
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, deps.heartbeatMs ?? 5000);
  heartbeat.unref();

  return {
    async drain() {
      draining = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      draining = true;
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      const closed = [...connections].map((c) => c.closeAndWait(CLOSE.goingAway, 'Server shutting down'));
      await Promise.allSettled(closed);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    get connectionCount() {
      return connections.size;
    },
  };
}

/** One framed push per push (WebSocket header and MessagePack), shared by every connection that gets it. */
const framedPushes = new WeakMap<PushMessage, Buffer>();

function framePush(push: PushMessage): Buffer {
  let bytes = framedPushes.get(push);
  if (!bytes) {
    // A push from Redis brings its data encoded: framed around those bytes, never decoded here.
    const framed = push instanceof EncodedPush ? push.frame() : null;
    if (framed) return framed;
    const frame: ServerFrame = {
      t: 'push',
      topic: push.topic,
      event: push.event,
      data: push.data,
      seq: push.seq,
    };
    bytes = binaryFrame(encodeToBuffer(frame));
    framedPushes.set(push, bytes);
  }
  return bytes;
}

class Connection {
  private greeting: Promise<void> | null = null;
  private token: string | null = null;
  private session: SessionInfo | null = null;
  private readonly subscriptions = new Map<string, () => void>();
  private alive = true;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly ws: WebSocket,
    /** The socket under `ws`: framed messages are written to it directly (wsFrame.ts). */
    private readonly socket: Duplex,
    private readonly ip: string,
    private readonly deps: WsDeps,
    private readonly track: (work: Promise<unknown>) => void,
    private readonly isDraining: () => boolean,
    private readonly pacer: SendPacer,
  ) {
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('error', (error) => deps.log.debug({ err: error }, 'websocket error'));
  }

  heartbeat(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    // Through the pacer like every other write: a tick pings every socket, and at 10,000 sockets
    // that was one turn of 10,000 writes. Paced, it stays one burst (the pongs come back together
    // and are read in batches, which spreading the pings over the interval lost) in short turns.
    this.pacer.send(() => this.ping());
    // A session that has run out is looked up again (it may have been extended elsewhere) and
    // dropped, with its private topics, when it is gone.
    if (this.session && this.session.expiresAt <= this.deps.clock.now()) void this.refreshSession();
  }

  private ping(): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.ping();
  }

  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }

  closeAndWait(code: number, reason: string): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 1000);
      this.ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.ws.close(code, reason);
    });
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (!isBinary) return this.ws.close(CLOSE.unsupportedData, 'Binary frames only');
    let frame: unknown;
    try {
      frame = decode(toBuffer(data));
    } catch {
      return this.ws.close(CLOSE.invalidPayload, 'Invalid MessagePack');
    }
    if (!isPlainObject(frame) || typeof frame.t !== 'string') {
      return this.ws.close(CLOSE.invalidPayload, 'Frame must be an object with t');
    }
    if (frame.t === 'hello') {
      if (this.greeting) return this.ws.close(CLOSE.policy, 'Only one hello');
      this.greeting = this.hello(frame);
      return;
    }
    if (!this.greeting) return this.ws.close(CLOSE.policy, 'hello first');
    const id = frame.id;
    // A safe integer only: a larger or fractional id may not come back as the client sent it (a
    // 64-bit id read as a double), and a reply the client cannot match is no reply at all.
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
      return this.ws.close(CLOSE.invalidPayload, 'Frame needs an integer id');
    if (this.isDraining()) {
      return this.sendResult(id, {
        ok: false,
        fault: { code: FaultCode.Processing, message: 'Server shutting down' },
      });
    }
    const work = this.greeting.then(() => this.handle(id, frame)).catch((error) => this.failed(id, error));
    this.track(work);
  }

  /**
   * Handling failed before its reply (a hub, session or encoding error): the frame is still
   * answered, with the generic fault; when even that cannot be sent, the socket closes with 1011.
   * Every frame with an id gets a result or a close, never silence.
   */
  private failed(id: number, error: unknown): void {
    this.deps.log.error({ err: error }, 'websocket frame failed');
    try {
      this.sendResult(id, {
        ok: false,
        fault: { code: FaultCode.Processing, message: 'The server could not process the call' },
      });
    } catch {
      this.ws.close(CLOSE.internalError, 'Internal error');
    }
  }

  private async hello(frame: Record<string, unknown>): Promise<void> {
    const token = tokenOf(frame.token);
    const session = await resolveSession(this.deps.sessions, token, this.deps.log);
    // Bound like a login: the session's own topic is watched from now on (ban, login elsewhere).
    this.bind(session, session ? token : null);
    this.send({
      t: 'welcome',
      serverTimeMillis: this.deps.clock.now(),
      authenticated: this.session !== null,
    });
  }

  private async handle(id: number, frame: Record<string, unknown>): Promise<void> {
    switch (frame.t) {
      case 'call':
        return this.call(id, frame);
      case 'sub':
      case 'unsub':
        return this.sendResult(id, await this.topicRequest(frame.t, frame.topic));
      default:
        return this.sendResult(id, {
          ok: false,
          fault: { code: FaultCode.BadRequest, message: 'Unknown frame' },
        });
    }
  }

  private async call(id: number, frame: Record<string, unknown>): Promise<void> {
    if (typeof frame.call !== 'string') {
      return this.sendResult(id, {
        ok: false,
        fault: { code: FaultCode.BadRequest, message: 'Call needs a name' },
      });
    }
    // Every call checks the session again, so an expired or revoked session stops working at once:
    // a look-up of the last moment answers (revocations forget it; recentSessions.ts).
    await this.refreshSession(true);
    let startedToken: string | undefined;
    const outcome = await this.deps.dispatch({
      call: frame.call,
      params: frame.params,
      endpoint: frame.secure === true ? 'process' : 'anon',
      session: this.session,
      ip: this.ip,
      transport: 'ws',
      startSession: (session, token) => {
        startedToken = token;
        this.bind(session, token);
      },
      endSession: () => this.bind(null, null),
    });
    this.sendResult(id, outcome, startedToken);
  }

  private async topicRequest(
    kind: 'sub' | 'unsub',
    topic: unknown,
  ): Promise<{ ok: true; result: unknown } | { ok: false; fault: Fault }> {
    try {
      if (kind === 'unsub') {
        if (typeof topic !== 'string') throw new RpcFault(FaultCode.BadRequest, 'Unknown topic');
        this.subscriptions.get(topic)?.();
        this.subscriptions.delete(topic);
        return { ok: true, result: { topic } };
      }
      if (this.token) await this.refreshSession(true);
      assertMayListen(topic, this.session);
      if (!this.subscriptions.has(topic)) {
        this.subscriptions.set(
          topic,
          this.deps.hub.subscribe(topic, (push) => this.sendFramed(framePush(push))),
        );
      }
      return { ok: true, result: { topic } };
    } catch (error) {
      if (isRpcFault(error)) return { ok: false, fault: error.toFault() };
      throw error;
    }
  }

  private async refreshSession(recent = false): Promise<void> {
    if (!this.token) return;
    const token = this.token;
    const session = await resolveSession(this.deps.sessions, token, this.deps.log, recent);
    // A login that happened meanwhile wins over this older look-up.
    if (this.token === token) this.bind(session, session ? token : null);
  }

  /** Binds (or clears) the connection's session; another player's private topics go with it. */
  private bind(session: SessionInfo | null, token: string | null): void {
    if (this.session?.sessionId !== session?.sessionId) this.watchSession(session);
    if (this.session && this.session.playerId !== session?.playerId) {
      for (const [topic, unsubscribe] of this.subscriptions) {
        if (!isPrivateTopic(topic)) continue;
        unsubscribe();
        this.subscriptions.delete(topic);
      }
    }
    this.session = session;
    this.token = token;
  }

  /**
   * Listens on the bound session's own topic: an event there (login from another place, ban)
   * is passed on to this client, and the connection forgets the session it ended.
   */
  private watchSession(session: SessionInfo | null): void {
    this.stopWatching?.();
    this.stopWatching = null;
    if (!session) return;
    const ended = session.sessionId;
    this.stopWatching = this.deps.hub.subscribe(sessionTopic(ended), (push) => {
      // The process that ended it already forgot it; another one hears it here.
      this.deps.sessions.forget?.([ended]);
      if (isClientEvent(push.event)) this.sendFramed(framePush(push));
      if (this.session?.sessionId === ended) this.bind(null, null);
    });
  }

  private sendResult(
    id: number,
    outcome: { ok: true; result: unknown } | { ok: false; fault: Fault },
    token?: string,
  ): void {
    const frame = (
      token ? { t: 'result', id, token, ...outcome } : { t: 'result', id, ...outcome }
    ) as ServerFrame;
    this.send(frame);
  }

  private send(frame: ServerFrame): void {
    this.sendFramed(binaryFrame(encodeToBuffer(frame)));
  }

  private sendFramed(framed: Buffer): void {
    this.pacer.send(() => this.write(framed));
  }

  /**
   * Straight to the socket, past ws's Sender: ws writes its own frames (pings, pongs, close)
   * synchronously to the same socket, so every frame still goes out in the order it was written.
   */
  private write(framed: Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // bufferedAmount counts what waits in the socket, so these writes are counted too.
    if (this.ws.bufferedAmount > (this.deps.maxBufferedBytes ?? 8 * 1024 * 1024)) {
      this.ws.close(CLOSE.tryAgain, 'Too slow');
      return;
    }
    this.socket.write(framed);
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
