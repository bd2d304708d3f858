// The lobby's first-load scripts as the server sends them to a browser that accepts only gzip and
// to one that accepts brotli: chromium asks for brotli even over plain http, so the page load
// alone measured brotli only (issue 35). Each script is asked for again with one encoding
// accepted, and the bytes of the body as sent are counted, with the encoding the server chose.
import { request } from 'node:http';
import { round } from './stats';

type Encoding = 'gzip' | 'br';

function sentBytes(url: string, encoding: Encoding): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * KiB of `paths` (the page's scripts) under each encoding, and how many came encoded so (files
 * under 1 KiB have no precompressed copy: scripts/precompress.ts).
 */
export async function scriptsByEncoding(baseUrl: string, paths: readonly string[]) {
  const result: Record<Encoding, { kib: number; encoded: number; files: number }> = {
    gzip: { kib: 0, encoded: 0, files: paths.length },
    br: { kib: 0, encoded: 0, files: paths.length },
  };
  for (const encoding of ['gzip', 'br'] as const) {
    let bytes = 0;
    for (const path of paths) {
      const sent = await sentBytes(baseUrl + path, encoding);
      bytes += sent.bytes;
      if (sent.encoding === encoding) result[encoding].encoded++;
    }
    result[encoding].kib = round(bytes / 1024, 1);
  }
  return result;
}
