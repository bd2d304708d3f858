import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decode, encode } from '../../../protocol/codec';
import { RpcFault } from '../../../protocol/faults';
import { HttpRpcClient } from '../../../src/net/HttpRpcClient';
import { memoryTokenStore } from '../../../src/net/tokenStore';

type Answer =
  { result?: unknown; fault?: { code: string; message: string }; token?: string } | 'network' | 'hang';

/** A fetch that answers each call from a script and records url, headers and decoded body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function fakeFetch(answer: (call: string, params: any) => Answer) {
  const requests: { url: string; headers: Record<string, string>; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const impl = vi.fn(async (url: string, init: RequestInit) => {
    const body = decode(init.body as Uint8Array) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    requests.push({ url, headers: init.headers as Record<string, string>, body });
    const a = answer(body.call, body.params);
    if (a === 'network') throw new TypeError('Failed to fetch');
    if (a === 'hang') {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    const payload = a.fault
      ? { id: body.id, ok: false, fault: a.fault }
      : { id: body.id, ok: true, result: a.result };
    const headers = new Headers(a.token ? { 'x-auth-token': a.token } : {});
    return new Response(encode(payload) as BodyInit, { status: 200, headers });
  });
  return { impl: impl as unknown as typeof fetch, requests };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HttpRpcClient', () => {
  it('posts to /rpc/anon without a token and remembers the X-Auth-Token it gets', async () => {
    const tokens = memoryTokenStore();
    const { impl, requests } = fakeFetch(() => ({ result: { player: {} }, token: 'tok-9' }));
    const client = new HttpRpcClient({ tokens, fetchImpl: impl });
    await client.call('login', { memberId: 1, username: 'a', password: 'b' });
    expect(requests[0].url).toBe('/rpc/anon');
    expect(requests[0].body).toMatchObject({
      call: 'login',
      params: { memberId: 1, username: 'a', password: 'b' },
    });
    expect(tokens.get()).toBe('tok-9');
    await client.call('loadPlayer', {});
    expect(requests[1].url).toBe('/rpc/process');
    expect(requests[1].headers['x-auth-token']).toBe('tok-9');
  });

  it('rejects faults as RpcFault', async () => {
    const { impl } = fakeFetch(() => ({ fault: { code: '103', message: 'bad' } }));
    const client = new HttpRpcClient({ tokens: memoryTokenStore(), fetchImpl: impl });
    const error = await client.call('login', { memberId: 1, username: 'a', password: 'b' }).catch((e) => e);
    expect(error).toBeInstanceOf(RpcFault);
    expect(error.code).toBe('103');
  });

  it('times out after 15 s with Client.Error.RequestTimeout', async () => {
    const { impl } = fakeFetch(() => 'hang');
    const client = new HttpRpcClient({ tokens: memoryTokenStore(), fetchImpl: impl });
    const p = client.call('ping', {}).catch((e) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await p).toMatchObject({ code: 'Client.Error.RequestTimeout', message: 'Request timed out.' });
  });

  it('polls its topics every 3 s and hands over the pushes', async () => {
    let after = 0;
    const { impl, requests } = fakeFetch((call) => {
      if (call !== 'poll') return { result: { serverTimeMillis: 1 } };
      after += 1;
      return {
        result: {
          pushes: [{ topic: 'lobby.1', event: 'gamesBatch', data: { games: [], removed: [] }, seq: after }],
          after: after * 10,
        },
      };
    });
    const client = new HttpRpcClient({ tokens: memoryTokenStore(), fetchImpl: impl });
    const pushes: unknown[] = [];
    client.onPush((p) => pushes.push(p));
    client.subscribe('lobby.1');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests[0].body).toMatchObject({ call: 'poll', params: { topics: ['lobby.1'], after: 0 } });
    await vi.advanceTimersByTimeAsync(2999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[1].body.params).toEqual({ topics: ['lobby.1'], after: 10 });
    expect(pushes).toHaveLength(2);
    client.stop();
  });

  it('marks the connection down on a network fault and retries after 1 s', async () => {
    let fail = true;
    const { impl, requests } = fakeFetch(() => (fail ? 'network' : { result: { serverTimeMillis: 1 } }));
    const client = new HttpRpcClient({ tokens: memoryTokenStore(), fetchImpl: impl });
    const states: string[] = [];
    client.onState((s) => states.push(s));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connecting', 'disconnected']);
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);
    expect(states.at(-1)).toBe('connected');
    client.stop();
  });

  it('counts every failed retry as one more disconnect', async () => {
    const { impl } = fakeFetch(() => 'network');
    const client = new HttpRpcClient({ tokens: memoryTokenStore(), fetchImpl: impl });
    const states: string[] = [];
    client.onState((s) => states.push(s));
    client.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(states).toEqual([
      'connecting',
      'disconnected',
      'connecting',
      'disconnected',
      'connecting',
      'disconnected',
    ]);
    client.stop();
  });
});
