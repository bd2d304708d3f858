import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiTypeOf } from '../../../src/net/apiType';
import { faultReaction } from '../../../src/net/clientFaults';
import type { TrackedFault } from '../../../src/net/RpcClient';
import { memoryTokenStore } from '../../../src/net/tokenStore';
import { WsRpcClient } from '../../../src/net/WsRpcClient';
import { browserOf, isOutdatedBrowser } from '../../../src/site/browserSupport';
import { JoinKeys } from '../../../src/stores/picking/inDoubtJoin';
import { RpcFault } from '../../../protocol/faults';
import { FakeSocket } from '../fakes/FakeSocket';

describe('faultReaction', () => {
  it('maps the spec codes, a session-only 101 and the ignored game results', () => {
    expect(faultReaction('joinGame', '34', false)).toBe('reinitialise');
    expect(faultReaction('ping', 'Channel.Connect.Failed', false)).toBe('reinitialise');
    expect(faultReaction('joinGame', 'Client.Error.DeliveryInDoubt', true)).toBe('reinitialise');
    expect(faultReaction('loadPlayer', '101', true)).toBe('reloadRoot');
    expect(faultReaction('loadPlayer', '101', false)).toBe('none');
    expect(faultReaction('getGameResults', 'Client.Error.RequestTimeout', true)).toBe('none');
    expect(faultReaction('joinGame', '2', true)).toBe('none');
    expect(faultReaction('login', 'Server.Validation', true)).toBe('none');
  });

  it('names the api type of each transport', () => {
    expect(apiTypeOf('http')).toBe(1);
    expect(apiTypeOf('websocket')).toBe(2);
  });
});

describe('WsRpcClient faults and restart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const sockets: FakeSocket[] = [];
    const client = new WsRpcClient({
      url: 'ws://t/ws',
      tokens: memoryTokenStore(),
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    });
    const states: string[] = [];
    const faults: TrackedFault[] = [];
    client.onState((s) => states.push(s));
    client.onFault((f) => faults.push(f));
    client.start();
    sockets[0].open();
    sockets[0].welcome();
    return { client, sockets, states, faults };
  }

  it('reports every rejected call after rejecting it, with the call name', async () => {
    const { client, faults } = setup();
    const p = expect(client.call('ping', {})).rejects.toMatchObject({ code: 'Client.Error.RequestTimeout' });
    await vi.advanceTimersByTimeAsync(15_000);
    await p;
    await vi.advanceTimersByTimeAsync(0);
    expect(faults).toEqual([{ call: 'ping', fault: expect.any(RpcFault) }]);
  });

  it('restart opens a fresh socket at once and counts one disconnect', () => {
    const { client, sockets, states } = setup();
    client.restart();
    expect(sockets).toHaveLength(2);
    expect(sockets[0].closed).toBe(true);
    expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connecting']);
    sockets[1].open();
    sockets[1].welcome();
    expect(states.at(-1)).toBe('connected');
  });
});

describe('join keys in doubt', () => {
  const params = { gameId: 10, gameInstanceId: 5, userPlays: ['1,2,3'] };

  it('keeps the key for the same entries after a channel fault, and settles on an answer', () => {
    const keys = new JoinKeys();
    const first = keys.keyed('joinGame', params);
    keys.settle('joinGame', first, new RpcFault('Client.Error.MessageSend', 'lost'));
    expect(keys.pending?.params.joinKey).toBe(first.joinKey);
    const again = keys.keyed('joinGame', params);
    expect(again.joinKey).toBe(first.joinKey);
    expect(keys.keyed('joinGame', { ...params, userPlays: ['4,5,6'] }).joinKey).not.toBe(first.joinKey);
    keys.settle('joinGame', again);
    expect(keys.pending).toBeNull();
    expect(keys.keyed('joinGame', params).joinKey).not.toBe(first.joinKey);
  });

  it('a delivery in doubt (sent, answer lost) keeps the key too', () => {
    const keys = new JoinKeys();
    const first = keys.keyed('joinGame', params);
    keys.settle(
      'joinGame',
      first,
      new RpcFault('Client.Error.DeliveryInDoubt', 'lost', { hint: 'DSRetryableErrorHint' }),
    );
    expect(keys.keyed('joinGame', params).joinKey).toBe(first.joinKey);
  });

  it('a refusal is an answer: a new key next time', () => {
    const keys = new JoinKeys();
    const first = keys.keyed('joinGame', params);
    keys.settle('joinGame', first, new RpcFault('Server.Validation', 'bad'));
    expect(keys.pending).toBeNull();
  });
});

describe('browser minimums (spec section 9)', () => {
  const ua = {
    chrome48:
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/48.0.2564.0 Safari/537.36',
    chrome120:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    chromeMobile88:
      'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.0 Mobile Safari/537.36',
    firefox17: 'Mozilla/5.0 (Windows NT 6.1; rv:17.0) Gecko/20100101 Firefox/17.0',
    firefoxMobile90: 'Mozilla/5.0 (Android 11; Mobile; rv:90.0) Gecko/90.0 Firefox/90.0',
    edge12:
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/42.0 Safari/537.36 Edge/12.10240',
    opera35:
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/48.0 Safari/537.36 OPR/35.0',
    safari9:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11) AppleWebKit/601.1 (KHTML, like Gecko) Version/9.0 Safari/601.1',
    ios9: 'Mozilla/5.0 (iPhone; CPU iPhone OS 9_3 like Mac OS X) AppleWebKit/601.1 (KHTML, like Gecko) Version/9.0 Mobile Safari/601.1',
    ios16Chrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1 (KHTML, like Gecko) CriOS/50.0 Mobile/15E148 Safari/604.1',
  };

  it('recognises each browser the spec names', () => {
    expect(browserOf(ua.edge12)).toEqual({ name: 'edge', version: 12 });
    expect(browserOf(ua.opera35)).toEqual({ name: 'opera', version: 35 });
    expect(browserOf(ua.chromeMobile88)).toEqual({ name: 'chromeMobile', version: 88 });
    expect(browserOf(ua.ios16Chrome)).toEqual({ name: 'ios', version: 16 });
  });

  it('flags only those below their minimum', () => {
    for (const old of [ua.chrome48, ua.chromeMobile88, ua.firefox17, ua.opera35, ua.safari9, ua.ios9])
      expect(isOutdatedBrowser(old)).toBe(true);
    for (const ok of [ua.chrome120, ua.firefoxMobile90, ua.edge12, ua.ios16Chrome, 'curl/8.0'])
      expect(isOutdatedBrowser(ok)).toBe(false);
  });
});
