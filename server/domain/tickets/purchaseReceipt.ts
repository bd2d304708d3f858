import { formatMoney } from '../../../protocol/money';
import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import type { CurrencyBook } from '../money';
import type { Mailer } from '../messaging/mailer';
import { purchaseReceiptMail, type PurchaseReceipt } from './purchaseReceiptMail';

export interface PurchaseReceiptDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  currencies: CurrencyBook;
  site(memberId: number): SiteConfig | undefined;
}

interface JoinRow extends Record<string, unknown> {
  id: number;
  instance_id: number;
  price_minor: number;
  currency: string;
  refunded: boolean;
  title: string | null;
  start_at: number;
  email: string | null;
  member_id: number;
}

/**
 * Emails the player what one join bought (game, draw, lines, price): the one-click checkout's
 * single draw, whose visitor otherwise has no record of it. Once per join: the join's receipt row
 * is claimed first, so a retried join (the same joinKey answers the same join) mails nothing
 * more; a failed send gives the claim back for the next retry. False when nothing was sent.
 */
export async function sendPurchaseReceipt(
  deps: PurchaseReceiptDeps,
  playerId: number,
  joinId: number,
): Promise<boolean> {
  const { db } = deps;
  const [row] = await db.query<JoinRow>(
    `SELECT j.id, j.instance_id, j.cost_minor + j.fee_minor AS price_minor, j.currency, j.refunded,
            i.snapshot->>'title' AS title, i.start_at, p.email, p.member_id
     FROM joins j JOIN game_instances i ON i.id = j.instance_id JOIN players p ON p.id = j.player_id
     WHERE j.id = $1 AND j.player_id = $2`,
    [joinId, playerId],
  );
  const site = row ? deps.site(Number(row.member_id)) : undefined;
  if (!row || row.refunded || !row.email || !site) return false;
  const claimed = await db.query(
    'INSERT INTO purchase_receipts (join_id, sent_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING join_id',
    [joinId, deps.clock.now()],
  );
  if (claimed.length === 0) return false;
  const plays = await db.query<{ play: string }>('SELECT play FROM plays WHERE join_id = $1 ORDER BY id', [
    joinId,
  ]);
  const receipt: PurchaseReceipt = {
    gameTitle: row.title ?? '',
    gameInstanceId: Number(row.instance_id),
    drawAt: Number(row.start_at),
    lines: plays.map((p) => p.play),
    price: formatMoney(Number(row.price_minor), deps.currencies.infoOf(row.currency), {
      unit: 'minor',
      plain: true,
    }),
    currencyId: row.currency,
  };
  try {
    await deps.mailer.send(purchaseReceiptMail(site, row.email, receipt));
  } catch (error) {
    await db.query('DELETE FROM purchase_receipts WHERE join_id = $1', [joinId]);
    throw error;
  }
  return true;
}
