import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the gateway received it. */
export interface ReceivedSms {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

export interface SmsListener {
  url(credentials?: { user: string; pass: string }): string;
  received: ReceivedSms[];
  /** How it answers from now on: a status code, or 'hang' (read the request, never answer). */
  answerWith(answer: number | 'hang'): void;
  close(): Promise<void>;
}

/** A tiny in-process HTTP SMS gateway, so the HTTP texter is tested against a real socket. */
export async function startSmsListener(): Promise<SmsListener> {
  const received: ReceivedSms[] = [];
  let answer: number | 'hang' = 200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (credentials) =>
      `http://${credentials ? `${credentials.user}:${credentials.pass}@` : ''}127.0.0.1:${port}/sms/send`,
    received,
    answerWith: (next) => void (answer = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // a hanging request must not keep the listener open
        server.close(() => resolve());
      }),
  };
}
