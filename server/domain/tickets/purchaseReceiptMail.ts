import type { SiteConfig } from '../../config/schema';
import type { Mail } from '../messaging/mailer';

/** What a receipt lists: one join's game, draw, lines and price. */
export interface PurchaseReceipt {
  gameTitle: string;
  gameInstanceId: number;
  /** When the draw starts, epoch ms. */
  drawAt: number;
  lines: readonly string[];
  /** The price as displayed (formatMoney), in currencyId. */
  price: string;
  currencyId: string;
}

// English, as every email of the server so far (templates.ts: the player's language comes later).
export function purchaseReceiptMail(site: SiteConfig, to: string, r: PurchaseReceipt): Mail {
  const lines = r.lines.length
    ? r.lines.map((line, i) => `  ${i + 1}. ${line}`)
    : ['  (numbered by the draw)'];
  return {
    memberId: site.memberId,
    to,
    subject: `${site.siteName}: your ticket for ${r.gameTitle}`,
    text:
      `Thank you for your purchase.\n\n` +
      `Game: ${r.gameTitle}\n` +
      `Draw: ${r.gameInstanceId} on ${new Date(r.drawAt).toISOString().replace('T', ' ').slice(0, 16)} UTC\n` +
      `Lines:\n${lines.join('\n')}\n` +
      `Price: ${r.price} ${r.currencyId}\n`,
  };
}
