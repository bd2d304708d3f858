import { createConnection, createServer, type Socket } from 'node:net';

export interface StallingProxy {
  url: string;
  /** From now on nothing passes either way and new connections hang: a frozen server or proxy. */
  stall(): void;
  /** Traffic flows again; the connections frozen meanwhile are dropped, as a proxy's idle timeout would. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a local port that can stop answering without closing anything, so the
 * browser sees open but silent connections (unlike a killed server, whose sockets close at once).
 */
export async function startStallingProxy(targetPort: number): Promise<StallingProxy> {
  let stalled = false;
  const frozen = new Set<Socket>();
  const live = new Set<Socket>();

  const server = createServer((client) => {
    live.add(client);
    client.on('close', () => live.delete(client));
    client.on('error', () => undefined);
    if (stalled) {
      frozen.add(client); // accepted and never answered
      return;
    }
    const upstream = createConnection({ port: targetPort, host: '127.0.0.1' });
    live.add(upstream);
    upstream.on('close', () => {
      live.delete(upstream);
      // A frozen proxy passes on nothing, not even the server closing its side.
      if (!stalled) client.destroy();
    });
    upstream.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
    const pipe = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (stalled) frozen.add(client);
        else to.write(chunk);
      });
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const socket of frozen) socket.destroy();
      frozen.clear();
    },
    async close() {
      for (const socket of live) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
