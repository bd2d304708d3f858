import type { JoinResult } from '../../protocol/calls/play';
import { currencyBook } from '../domain/money';
import { sendPurchaseReceipt } from '../domain/tickets/purchaseReceipt';
import type { CallContext } from './handler';

/**
 * joinGame's emailReceipt: the receipt of a join that was bought (its joinCode is the join's id);
 * a refused join mails nothing. The purchase stands whatever the mail does, so a failure is only
 * logged (the next retry of the same join sends it).
 */
export async function mailJoinReceipt(ctx: CallContext, playerId: number, result: JoinResult): Promise<void> {
  const joinId = Number(result.joinEvent?.joinCode);
  if (result.exitCode !== 0 || !(joinId > 0)) return;
  const { services } = ctx;
  try {
    await sendPurchaseReceipt(
      {
        db: services.db,
        clock: services.clock,
        mailer: services.mailer,
        currencies: currencyBook(services.config.currencies),
        site: (memberId) => services.config.sites.find((s) => s.memberId === memberId),
      },
      playerId,
      joinId,
    );
  } catch (err) {
    services.log.warn({ err, joinId }, 'purchase receipt not sent');
  }
}
