import type { IncomingMessage } from 'node:http';

/**
 * A request's body as one Buffer, or 'too large' as soon as its declared length or the bytes
 * received pass the limit (the rest is not read), or 'aborted' when the client went away.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too large' | 'aborted'> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.resolve('too large');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', onData);
      request.pause();
      resolve('too large');
    };
    request.on('data', onData);
    request.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)));
    // After 'end' this settles nothing: the promise has its body.
    request.once('close', () => resolve('aborted'));
  });
}
