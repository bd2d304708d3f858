import { describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../../protocol/envelope';
import { HttpRpcClient } from '../../../src/net/HttpRpcClient';
import { memoryTokenStore } from '../../../src/net/tokenStore';
import { WsRpcClient } from '../../../src/net/WsRpcClient';

const transports = {
  http: (token: string | null) => new HttpRpcClient({ tokens: memoryTokenStore(token) }),
  websocket: (token: string | null) =>
    new WsRpcClient({ url: 'ws://test/ws', tokens: memoryTokenStore(token) }),
};

describe.each(Object.entries(transports))('the session token on the %s transport', (_name, create) => {
  it('sends the token in the auth header while there is one', () => {
    const client = create('t-1');
    expect(client.hasToken).toBe(true);
    expect(client.authHeaders()).toEqual({ [AUTH_HEADER]: 't-1' });
  });

  it('forgets it on clearToken: no header, no token', () => {
    const client = create('t-1');
    client.clearToken();
    expect(client.hasToken).toBe(false);
    expect(client.authHeaders()).toEqual({});
    expect(create(null).authHeaders()).toEqual({});
  });
});
