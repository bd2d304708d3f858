import type { CallName, CallParams, CallResult } from '../../protocol/calls';
import type { RpcResponse } from '../../protocol/envelope';
import { AUTH_HEADER, MSGPACK_CONTENT_TYPE } from '../../protocol/envelope';
import { RpcFault } from '../../protocol/faults';
import { decode, encode } from './msgpack';
import { HTTP_FAULT_RETRY_MS, POLL_INTERVAL_MS, REQUEST_TIMEOUT_MS } from '../constants';
import { ClientFault, requestTimedOut, sendFailed, toRpcFault } from './clientFaults';
import { RpcClientBase } from './RpcClientBase';
import type { ConnectionState, RpcClient } from './RpcClient';
import type { TokenStore } from './tokenStore';

export interface HttpOptions {
  tokens: TokenStore;
  /** Same origin by default. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  requestTimeoutMs?: number;
  pollIntervalMs?: number;
  faultRetryMs?: number;
}

type PollResult = CallResult<'poll'>;

/**
 * RPC over POST /rpc/anon (no session yet) or /rpc/process (with the token). Pushes arrive by
 * polling every 3 s; a transport failure marks the connection down and retries after 1 s.
 */
export class HttpRpcClient extends RpcClientBase implements RpcClient {
  readonly kind = 'http' as const;
  private nextId = 1;
  private stopped = true;
  private state: ConnectionState = 'disconnected';
  private after = 0;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly topics = new Set<string>();

  constructor(private readonly options: HttpOptions) {
    super(options.tokens);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState('connecting');
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  subscribe(topic: string): void {
    this.topics.add(topic);
  }

  unsubscribe(topic: string): void {
    this.topics.delete(topic);
  }

  /** Poll (or ping) now instead of waiting for the next cycle. */
  restart(): void {
    this.schedule(0);
  }

  call<N extends CallName>(name: N, params: CallParams<N>): Promise<CallResult<N>> {
    return this.tracked(name, this.request(name, params));
  }

  private async request<N extends CallName>(name: N, params: CallParams<N>): Promise<CallResult<N>> {
    try {
      const result = await this.post(name, params as Record<string, unknown>);
      this.setState('connected');
      return result as CallResult<N>;
    } catch (error) {
      if (isTransportFault(error)) this.setState('disconnected');
      throw error;
    }
  }

  /** One poll (or a ping while there is nothing to poll), then the next one. */
  private async tick(): Promise<void> {
    this.pollTimer = null;
    if (this.stopped) return;
    // Each retry is an attempt of its own, so each failure counts as one more disconnect (spec 4).
    if (this.state === 'disconnected') this.setState('connecting');
    try {
      if (this.topics.size === 0) await this.call('ping', {});
      else {
        const { pushes, after } = (await this.call('poll', {
          topics: [...this.topics],
          after: this.after,
        })) as PollResult;
        this.after = after;
        for (const push of pushes) this.pushes.emit(push);
      }
      this.schedule(this.options.pollIntervalMs ?? POLL_INTERVAL_MS);
    } catch (error) {
      const retry = isTransportFault(error)
        ? (this.options.faultRetryMs ?? HTTP_FAULT_RETRY_MS)
        : (this.options.pollIntervalMs ?? POLL_INTERVAL_MS);
      this.schedule(retry);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.tick(), delayMs);
  }

  private async post(call: string, params: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    const token = this.tokens.get();
    const headers: Record<string, string> = {
      'content-type': MSGPACK_CONTENT_TYPE,
      accept: MSGPACK_CONTENT_TYPE,
    };
    if (token) headers[AUTH_HEADER] = token;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
    const fetchImpl = this.options.fetchImpl ?? fetch.bind(globalThis);
    try {
      const response = await fetchImpl(`${this.options.baseUrl ?? ''}/rpc/${token ? 'process' : 'anon'}`, {
        method: 'POST',
        headers,
        body: encode({ id, call, params }) as BodyInit,
        credentials: 'include',
        signal: controller.signal,
      });
      const renewed = response.headers.get(AUTH_HEADER);
      if (renewed) this.tokens.set(renewed);
      const body = decodeBody(new Uint8Array(await response.arrayBuffer()));
      if (!body)
        throw new RpcFault('Server.Processing', `Bad response from server (HTTP ${response.status}).`);
      if (!body.ok) throw toRpcFault(body.fault);
      return body.result;
    } catch (error) {
      if (timedOut) throw requestTimedOut();
      if (error instanceof RpcFault) throw error;
      throw sendFailed(error instanceof Error ? error.message : 'Network error.');
    } finally {
      clearTimeout(timer);
    }
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.states.emit(state);
  }
}

function decodeBody(bytes: Uint8Array): RpcResponse | null {
  try {
    const body = decode<RpcResponse>(bytes);
    return body && typeof body === 'object' && 'ok' in body ? body : null;
  } catch {
    return null;
  }
}

function isTransportFault(error: unknown): boolean {
  return (
    error instanceof RpcFault &&
    (error.code === ClientFault.MessageSend || error.code === ClientFault.RequestTimeout)
  );
}
