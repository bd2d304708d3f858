import { createHash, createHmac } from 'node:crypto';
import type { Sha256 } from '../../../protocol/instant/sha256';

/** node:crypto behind the scheme's Sha256 interface: synchronous work, resolved at once. */
export const nodeSha256: Sha256 = {
  digest: (data) => Promise.resolve(new Uint8Array(createHash('sha256').update(data).digest())),
  hmac: (key, data) => Promise.resolve(new Uint8Array(createHmac('sha256', key).update(data).digest())),
};
