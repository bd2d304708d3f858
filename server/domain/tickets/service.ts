import type { TicketStatus } from '../../../protocol/calls/play';
import type { ExitResult } from '../../../protocol/calls/results';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { toMajor, type CurrencyBook } from '../money';
import { exitOf, JoinExit } from '../play/exits';
import { prizeInPayoutCurrency } from '../play/payoutCredit';
import { currencyValues } from '../responsibleGaming/currencyValues';
import type { JoinRequest, JoinService } from '../play/joinService';
import type { SubscriptionsService } from '../play/subscriptions';
import type { TicketHolder } from './holder';
import { keyMatches, newTicketCodes } from './ticketCodes';
import { ticketsRepo } from './ticketsRepo';
import { ticketState } from './ticketState';
import { openInstanceOf } from './openInstance';

/** A ticket request (spec Purchase ticket request): a join that may leave the instance to the server. */
export interface TicketRequest {
  gameId: number;
  gameInstanceId?: number;
  userPlays: readonly string[];
  userPlaysCount: number;
  currencyId: string;
  subscriptions: number;
}

export interface PurchaseResult extends ExitResult {
  gameInstanceId: number;
  apiTxId: string;
  ticketId?: string;
  secureKey?: string;
}

export interface TicketCheck {
  status: TicketStatus;
  prize?: number;
  currencyId?: string;
  gameInstanceId?: number;
}

export interface TicketsService {
  /** Buys the plays like a join and issues a ticket for them in the same transaction. */
  purchase(
    playerId: number,
    memberId: number,
    request: TicketRequest,
    holder: TicketHolder,
    joinKey?: string,
  ): Promise<PurchaseResult>;
  /** The ticket's state; 'invalid' for an unknown id or a wrong key alike. */
  check(ticketId: string, secureKey: string): Promise<TicketCheck>;
}

export function createTicketsService(deps: {
  db: Db;
  clock: Clock;
  currencies: CurrencyBook;
  joins: JoinService;
  subscriptions: SubscriptionsService;
}): TicketsService {
  const { db, clock, currencies } = deps;

  return {
    async purchase(playerId, memberId, request, holder, joinKey) {
      const instanceId = request.gameInstanceId ?? (await openInstanceOf(db, request.gameId, clock.now()));
      if (instanceId === null)
        return {
          ...exitOf(JoinExit.gameNotAvailable, 'no open game'),
          gameInstanceId: 0,
          apiTxId: '',
        };
      const codes = newTicketCodes();
      const join: JoinRequest = {
        playerId,
        gameId: request.gameId,
        gameInstanceId: instanceId,
        userPlays: request.userPlays,
        userPlaysCount: request.userPlaysCount,
        currencyId: request.currencyId,
        ...(joinKey ? { joinKey } : {}),
      };
      let issued = false;
      const paid =
        request.subscriptions > 0
          ? deps.subscriptions.withSubscription(join, request.subscriptions, memberId)
          : join;
      const result = await deps.joins.join({
        ...paid,
        // The ticket is written in the join's transaction: no ticket without its plays, or the reverse.
        async withJoin(q, sale) {
          const code = paid.withJoin ? await paid.withJoin(q, sale) : null;
          await ticketsRepo.insert(q, {
            id: codes.ticketId,
            secureKeyHash: codes.secureKeyHash,
            joinId: sale.joinId,
            instanceId: sale.instance.id,
            playerId,
            holder,
            now: sale.now,
          });
          issued = true;
          return code;
        },
      });
      const base = {
        exitCode: result.exitCode,
        exitDescription: result.exitDescription,
        gameInstanceId: result.gameInstanceId,
        apiTxId: result.joinEvent?.joinCode ?? '',
      };
      if (result.exitCode !== 0) return base;
      if (issued) return { ...base, ticketId: codes.ticketId, secureKey: codes.secureKey };
      // The join was bought by an earlier attempt under this key, whose answer was lost: its ticket
      // gets the key no one has seen yet. A join bought without a ticket (the key reused for another
      // call) has none to give.
      const ticketId = await ticketsRepo.rekey(db, Number(base.apiTxId), playerId, codes.secureKeyHash);
      return ticketId ? { ...base, ticketId, secureKey: codes.secureKey } : base;
    },

    async check(ticketId, secureKey) {
      const stored = await ticketsRepo.byId(db, ticketId.trim().toUpperCase());
      if (!stored || !keyMatches(secureKey, stored.secureKeyHash)) return { status: 'invalid' };
      const status = ticketState(stored, clock.now());
      const won = status === 'winning' || status === 'cashed';
      if (!won) return { status, gameInstanceId: stored.gameInstanceId };
      // The prize as credited: in the payout currency when the game pays out in another one.
      const { currency, payoutCurrency } = stored;
      const prizeMinor =
        payoutCurrency === currency
          ? stored.prizeMinor
          : prizeInPayoutCurrency(await currencyValues(db), currency, payoutCurrency, stored.prizeMinor);
      return {
        status,
        gameInstanceId: stored.gameInstanceId,
        prize: toMajor(prizeMinor, currencies.infoOf(payoutCurrency)),
        currencyId: payoutCurrency,
      };
    },
  };
}
