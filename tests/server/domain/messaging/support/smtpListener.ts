import { createServer, type Socket } from 'node:net';

/** One message as the listener received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Raw message: headers, blank line, body (dot-unstuffed). */
  data: string;
  /** The decoded AUTH PLAIN credentials, when the client logged in. */
  auth: { user: string; pass: string } | null;
}

export interface SmtpListener {
  url(credentials?: { user: string; pass: string }): string;
  received: ReceivedMail[];
  /** Answers RCPT with 550 from now on (a refusing server). */
  refuseRecipients(): void;
  close(): Promise<void>;
}

/**
 * A tiny in-process SMTP server (EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT: enough for nodemailer)
 * so the SMTP mailer is tested against a real socket conversation without an external server.
 */
export async function startSmtpListener(): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let awaitingAuth = false;
    let dataLines: string[] = [];
    let current: ReceivedMail = { from: '', to: [], data: '', auth: null };
    const decodeAuth = (b64: string) => {
      const [, user, pass] = Buffer.from(b64, 'base64').toString('utf8').split('\0');
      current.auth = { user, pass };
      say('235 2.7.0 Authentication successful');
    };
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push({ ...current, data: dataLines.join('\r\n') });
          const auth = current.auth;
          current = { from: '', to: [], data: '', auth };
          dataLines = [];
          say('250 2.0.0 queued');
        } else dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      if (awaitingAuth) {
        awaitingAuth = false;
        decodeAuth(line);
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') say('250-test.local\r\n250-AUTH PLAIN\r\n250 8BITMIME');
      else if (verb === 'HELO') say('250 test.local');
      else if (verb === 'AUTH') {
        const [, , initial] = line.split(' ');
        if (initial) decodeAuth(initial);
        else {
          awaitingAuth = true;
          say('334 ');
        }
      } else if (verb === 'MAIL') {
        current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        say('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        if (refusing) return say('550 5.1.1 no such user');
        current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        say('250 2.1.5 ok');
      } else if (verb === 'DATA') {
        inData = true;
        say('354 end with .');
      } else if (verb === 'RSET') {
        current = { from: '', to: [], data: '', auth: current.auth };
        say('250 ok');
      } else if (verb === 'QUIT') {
        say('221 bye');
        socket.end();
      } else say('502 5.5.2 not implemented');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
      }
    });
    say('220 test.local ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (credentials) =>
      credentials
        ? `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    received,
    refuseRecipients: () => {
      refusing = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
