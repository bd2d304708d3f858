import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger whose lines the test can read. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}
