/**
 * The two hash primitives the instant-game commitment uses, behind one small interface so the
 * same pure code runs on the server (node:crypto, synchronous and fast), in the offline verifier
 * script and in the browser (WebCrypto's crypto.subtle). Nothing else of the scheme needs crypto.
 */
export interface Sha256 {
  digest(data: Uint8Array): Promise<Uint8Array>;
  hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array>;
}

/** SHA-256 and HMAC-SHA256 through WebCrypto (browsers; also Node 20's globalThis.crypto). */
export function webSha256(subtle: SubtleCrypto = globalThis.crypto.subtle): Sha256 {
  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (key: Uint8Array) => {
    const id = Array.from(key, (b) => b.toString(16).padStart(2, '0')).join('');
    let k = keys.get(id);
    if (!k) {
      k = subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(id, k);
    }
    return k;
  };
  return {
    async digest(data) {
      return new Uint8Array(await subtle.digest('SHA-256', data as BufferSource));
    },
    async hmac(key, data) {
      return new Uint8Array(await subtle.sign('HMAC', await keyOf(key), data as BufferSource));
    },
  };
}
