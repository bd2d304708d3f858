import { HttpRpcClient } from './HttpRpcClient';
import type { ConnectionType, RpcClient } from './RpcClient';
import { localTokenStore } from './tokenStore';
import { WsRpcClient } from './WsRpcClient';
import { PING_INTERVAL_MS } from '../../protocol/constants';

const CONNECTION_TYPE_KEY = 'drawhall.connectionType';

/** Application settings: the connection type lives in local storage; WebSocket unless set to http. */
export function readConnectionType(storage: Storage | null): ConnectionType {
  try {
    return storage?.getItem(CONNECTION_TYPE_KEY) === 'http' ? 'http' : 'websocket';
  } catch {
    return 'websocket';
  }
}

export function writeConnectionType(storage: Storage | null, type: ConnectionType): void {
  try {
    storage?.setItem(CONNECTION_TYPE_KEY, type);
  } catch {
    /* storage disabled: the choice lasts until reload */
  }
}

/** The browser's client for this page: same origin, token kept per site. */
export function createRpcClient(type: ConnectionType, memberId: number, storage: Storage | null): RpcClient {
  const tokens = localTokenStore(storage, memberId);
  if (type === 'http') return new HttpRpcClient({ tokens });
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new WsRpcClient({
    url: `${scheme}://${location.host}/ws`,
    tokens,
    livenessPingMs: PING_INTERVAL_MS,
  });
}
