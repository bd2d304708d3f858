import { fromHex, toHex, utf8 } from '../instant/bytes';
import type { Sha256 } from '../instant/sha256';

/**
 * A ticket's scan key: lets whoever holds it fetch the ticket's evidence without the owner's
 * session (to show a journalist, or from another device). Derived from the ticket's salt, which
 * only its owner holds while the pool sells, so the server stores nothing new; 80 bits cannot be
 * guessed. Once the pool's seed is revealed anyone can derive every salt, but by then the
 * evidence of every position is public anyway; the key never reveals who owns a ticket.
 */
export const SCAN_KEY_LABEL = 'drawhall/instant/scan/v1';

export async function scanKeyOf(saltHex: string, hash: Sha256): Promise<string> {
  return toHex(await hash.hmac(fromHex(saltHex), utf8(SCAN_KEY_LABEL))).slice(0, 20);
}
