import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { decode, encode } from '../../protocol/codec';
import { FaultCode } from '../../protocol/faults';
import type { OperatorLiveServerFrame } from '../../protocol/operator/calls';
import { OperatorFault } from '../../protocol/operator/envelope';
import type { OperatorSession, OperatorSessions } from '../domain/operators/sessions';
import { isPlainObject } from '../rpc/dispatch';
import type { Services } from '../services';
import { createConnectionGuard } from '../transport/connectionGuard';
import { dashboardSites, readDashboard } from './dashboardView';
import { scopeCovers } from './permissions';

/** How often a watched dashboard is read again; what changed goes out at once after the read. */
export const LIVE_TICK_MS = 2000;
/** Close codes: policy (a refused hello or watch) and going away (server shutting down). */
const CLOSE = { policy: 1008, goingAway: 1001 };

export interface OperatorLive {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, ip: string): void;
  close(): Promise<void>;
}

/**
 * The console's live views (OPERATOR_LIVE_PATH): a socket greets with its operator token, then
 * watches the dashboard of a site or of all its sites. Each socket's dashboard is read every
 * LIVE_TICK_MS and sent when it differs from the last one sent, so an operator sees a deposit,
 * a withdrawal request or a sale within about two seconds without asking. The session is checked
 * on every read (without counting as activity): a logged-out or expired operator's socket closes.
 */
export function createOperatorLive(deps: {
  services: Services;
  sessions: OperatorSessions;
  log: Logger;
  tickMs?: number;
}): OperatorLive {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });
  const guard = createConnectionGuard({ maxPerAddress: 20 });
  /**
   * Each open socket with what stops its reads: at shutdown the reads stop before the closing
   * handshake ends, for the database closes first.
   */
  const sockets = new Map<WebSocket, () => void>();

  /** Follows one socket's frames; returns what stops its dashboard reads. */
  function follow(ws: WebSocket): () => void {
    let token: string | null = null;
    let operator: OperatorSession | null = null;
    let sites: number[] | null = null;
    let lastSent = '';
    let timer: NodeJS.Timeout | undefined;
    let reading = false;

    const send = (frame: OperatorLiveServerFrame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(encode(frame));
    };
    const refuse = (code: string, message: string) => {
      send({ t: 'fault', code, message });
      ws.close(CLOSE.policy, message.slice(0, 120));
    };

    async function read() {
      if (reading || !token || !sites) return;
      reading = true;
      try {
        const session = await deps.sessions.resolve(token, { touch: false });
        if (!session) return refuse(FaultCode.NotLoggedIn, 'The operator session ended');
        const figures = await readDashboard(deps.services, session.role, sites);
        const { at: _at, ...compared } = figures;
        const key = JSON.stringify(compared);
        if (key !== lastSent) {
          lastSent = key;
          send({ t: 'dashboard', figures });
        }
      } catch (error) {
        deps.log.warn({ err: error }, 'operator live view: a read failed');
      } finally {
        reading = false;
      }
    }

    async function onFrame(data: RawData) {
      let frame: unknown;
      try {
        frame = decode(data as Buffer);
      } catch {
        frame = null;
      }
      if (!isPlainObject(frame)) return refuse(FaultCode.BadRequest, 'Frames are MessagePack objects');
      if (frame.t === 'hello' && token === null) {
        const given = typeof frame.token === 'string' && frame.token.length <= 256 ? frame.token : '';
        operator = given ? await deps.sessions.resolve(given) : null;
        if (!operator)
          return refuse(FaultCode.NotLoggedIn, 'Not logged in as an operator (or the session expired)');
        token = given;
        return;
      }
      if (frame.t === 'watch' && operator && frame.view === 'dashboard') {
        const siteId = frame.siteId;
        if (siteId !== undefined && (typeof siteId !== 'number' || !Number.isInteger(siteId) || siteId < 1))
          return refuse(FaultCode.BadRequest, 'siteId must be a site id');
        if (siteId !== undefined && !scopeCovers(operator.sites, siteId))
          return refuse(OperatorFault.Forbidden, `Site ${siteId} is not in your scope`);
        if (siteId !== undefined && !deps.services.sites.get(siteId))
          return refuse(OperatorFault.NotFound, `No site ${siteId}`);
        sites = dashboardSites(deps.services, operator.sites, siteId);
        lastSent = '';
        clearInterval(timer);
        timer = setInterval(() => void read(), deps.tickMs ?? LIVE_TICK_MS);
        timer.unref();
        return read();
      }
      return refuse(FaultCode.BadRequest, 'Expected hello, then watch');
    }

    // One frame at a time: a watch sent right after hello waits for the hello's session check.
    let queue = Promise.resolve();
    ws.on('message', (data) => (queue = queue.then(() => onFrame(data))));
    ws.once('close', () => clearInterval(timer));
    return () => clearInterval(timer);
  }

  return {
    handleUpgrade(request, socket, head, ip) {
      const release = guard.admit(ip, socket);
      if (!release) return;
      socket.once('close', release);
      wss.handleUpgrade(request, socket, head, (ws) => {
        guard.expectHello(ws);
        sockets.set(ws, follow(ws));
        ws.once('close', () => sockets.delete(ws));
      });
    },
    async close() {
      for (const [ws, stopReads] of sockets) {
        stopReads();
        ws.close(CLOSE.goingAway, 'Server shutting down');
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
