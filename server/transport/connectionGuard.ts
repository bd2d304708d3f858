import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** Limits on WebSocket connections that protect the server from sockets nobody uses. */
export interface ConnectionGuardOptions {
  /** A socket that has sent no frame this long after opening is closed (default 10 s). */
  helloTimeoutMs?: number;
  /**
   * Open sockets one client address may hold (default 100; 0: no cap). Players behind one NAT
   * share an address, so this is a ceiling against floods, not one per player.
   */
  maxPerAddress?: number;
}

export const DEFAULT_HELLO_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_PER_ADDRESS = 100;

/** Close code of a socket that never said hello (RFC 6455 policy violation). */
const POLICY_CLOSE = 1008;

export interface ConnectionGuard {
  /**
   * Takes a place for an upgrade from `ip`: a release to call when its socket closes, or null
   * when the address holds its cap already (the upgrade has then been answered 429).
   */
  admit(ip: string, socket: Duplex): (() => void) | null;
  /** Closes `ws` unless its first frame arrives within the hello timeout. */
  expectHello(ws: WebSocket): void;
}

export function createConnectionGuard(options: ConnectionGuardOptions = {}): ConnectionGuard {
  const helloTimeoutMs = options.helloTimeoutMs ?? DEFAULT_HELLO_TIMEOUT_MS;
  const cap = options.maxPerAddress ?? DEFAULT_MAX_PER_ADDRESS;
  const open = new Map<string, number>();

  return {
    admit(ip, socket) {
      const count = open.get(ip) ?? 0;
      if (cap > 0 && count >= cap) {
        // Refused before the upgrade, so a flood costs no WebSocket state at all.
        socket.once('finish', () => socket.destroy());
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return null;
      }
      open.set(ip, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(ip) ?? 1) - 1;
        if (left > 0) open.set(ip, left);
        else open.delete(ip);
      };
    },
    expectHello(ws) {
      // Any first frame ends the wait: the connection itself closes one that is not hello.
      const timer = setTimeout(() => ws.close(POLICY_CLOSE, 'No hello'), helloTimeoutMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      ws.once('message', stop);
      ws.once('close', stop);
    },
  };
}
