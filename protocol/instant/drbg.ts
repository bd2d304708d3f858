import { concat, u64be, utf8 } from './bytes';
import type { Sha256 } from './sha256';

/**
 * The deterministic random bit generator of the draws (server/domain/draw/random.ts), here on
 * the async Sha256 interface: block i = HMAC-SHA256(key = seed, label || 0 || context || 0 ||
 * i as 64-bit big-endian). Unpredictable until the seed is revealed, then recomputable by anyone.
 */
export class Drbg {
  private block = 0;
  private words = new Uint32Array(0);
  private at = 0;
  private readonly prefix: Uint8Array;

  constructor(
    private readonly hash: Sha256,
    private readonly seed: Uint8Array,
    label: string,
    context: string,
  ) {
    this.prefix = concat(utf8(label), new Uint8Array([0]), utf8(context), new Uint8Array([0]));
  }

  async nextUint32(): Promise<number> {
    if (this.at >= this.words.length) {
      const bytes = await this.hash.hmac(this.seed, concat(this.prefix, u64be(this.block++)));
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.words = new Uint32Array(8);
      for (let i = 0; i < 8; i++) this.words[i] = view.getUint32(i * 4);
      this.at = 0;
    }
    return this.words[this.at++];
  }

  /** Uniform in 0..n-1 by rejection (no modulo bias), as the draws' uniformInt. */
  async uniformInt(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`bad range ${n}`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const u = await this.nextUint32();
      if (u < limit) return u % n;
    }
  }
}

/** Fisher-Yates, from the last position down: every order equally likely. In place. */
export async function shuffleInPlace<T extends { length: number; [i: number]: unknown }>(
  items: T,
  drbg: Drbg,
): Promise<T> {
  for (let i = items.length - 1; i > 0; i--) {
    const j = await drbg.uniformInt(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
