import { decode, encode } from '../../../protocol/codec';
import {
  OPERATOR_LIVE_PATH,
  type Dashboard,
  type OperatorLiveClientFrame,
  type OperatorLiveServerFrame,
} from '../../../protocol/operator/calls';

/** After a dropped socket (a restart, a network blip), the next try. */
const RETRY_MS = 3000;

/**
 * Follows a dashboard over the operator's live socket (docs/operator-api.md): hello with the
 * token, watch, then every dashboard the server sends. A socket that drops is opened again; a
 * refusal (the session ended) is reported and not retried. Returns the stop function.
 */
export function followDashboard(options: {
  token: string;
  siteId?: number;
  onFigures: (figures: Dashboard) => void;
  onRefused: (code: string, message: string) => void;
  url?: string;
}): () => void {
  let stopped = false;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const url =
    options.url ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${OPERATOR_LIVE_PATH}`;

  const open = () => {
    if (stopped) return;
    let refused = false;
    const ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    const send = (frame: OperatorLiveClientFrame) => ws.send(encode(frame) as Uint8Array<ArrayBuffer>);
    ws.onopen = () => {
      send({ t: 'hello', token: options.token });
      send({ t: 'watch', view: 'dashboard', ...(options.siteId ? { siteId: options.siteId } : {}) });
    };
    ws.onmessage = (event) => {
      const frame = decode<OperatorLiveServerFrame>(new Uint8Array(event.data as ArrayBuffer));
      if (frame.t === 'dashboard') options.onFigures(frame.figures);
      else if (frame.t === 'fault') {
        refused = true;
        options.onRefused(frame.code, frame.message);
      }
    };
    ws.onclose = () => {
      socket = null;
      if (!stopped && !refused) retry = setTimeout(open, RETRY_MS);
    };
    socket = ws;
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
