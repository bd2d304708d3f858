import type { Subscription } from '../../../protocol/types';
import type { Clock } from '../../services';
import type { Db, Queryable } from '../../storage/db';
import { accountsRepo, transfer } from '../ledger';
import { toMajor, type CurrencyBook } from '../money';
import type { JoinRequest, JoinSale, JoinService } from './joinService';
import { subscriptionsRepo, type SubscriptionRow } from './subscriptionsRepo';

export interface SubscriptionsService {
  /**
   * A join that also buys the next `draws` draws of the game with the same plays: the join's
   * transaction moves draws * price from cash into the player's subscriptions account.
   */
  withSubscription(request: JoinRequest, draws: number, memberId: number): JoinRequest;
  /** Places every active subscription's plays in the open instances it has not joined yet. */
  placeDue(): Promise<number>;
  ofPlayer(playerId: number, gameId?: number): Promise<Subscription[]>;
  get(playerId: number, subscriptionId: number): Promise<Subscription | null>;
  /** Cancels an active subscription and returns its remaining balance to cash; false if not the player's or not active. */
  cancel(playerId: number, subscriptionId: number): Promise<boolean>;
}

export function createSubscriptionsService(deps: {
  db: Db;
  clock: Clock;
  currencies: CurrencyBook;
  joins: JoinService;
}): SubscriptionsService {
  const { db, clock, currencies } = deps;

  const toWire = (row: SubscriptionRow): Subscription => ({
    id: row.id,
    gameId: row.game_id,
    active: row.status === 'active',
    completed: row.status === 'completed',
    cancelled: row.status === 'cancelled',
    remainingBalance: toMajor(row.remaining_minor, currencies.infoOf(row.currency)),
    currencyId: row.currency,
    playerPlays: row.plays,
    gamesJoined: row.draws_done,
  });

  async function subscriptionsAccount(q: Queryable, playerId: number, currency: string, now: number) {
    return accountsRepo.ensurePlayerAccount(q, { playerId, currency, type: 'subscriptions', now });
  }

  return {
    withSubscription(request, draws, memberId) {
      return {
        ...request,
        async withJoin(q: Queryable, sale: JoinSale) {
          const row = await subscriptionsRepo.insert(q, {
            playerId: request.playerId,
            memberId,
            gameId: sale.instance.game_id,
            currency: sale.instance.currency,
            plays: sale.plays,
            drawsTotal: draws,
            pricePerDrawMinor: sale.pricePerDrawMinor,
            firstInstanceId: sale.instance.id,
            now: sale.now,
          });
          const total = draws * sale.pricePerDrawMinor;
          if (total > 0)
            await transfer(q, {
              key: `subscription:${row.id}:buy`,
              kind: 'subscription',
              entries: [
                { accountId: sale.cashAccountId, amountMinor: -total },
                {
                  accountId: await subscriptionsAccount(q, request.playerId, row.currency, sale.now),
                  amountMinor: total,
                },
              ],
              meta: { subscriptionId: row.id, gameId: row.game_id },
              now: sale.now,
            });
          return String(row.id);
        },
      };
    },

    async placeDue() {
      let placed = 0;
      for (const due of await subscriptionsRepo.due(db, clock.now())) {
        const result = await deps.joins.join({
          playerId: due.player_id,
          gameId: due.game_id,
          gameInstanceId: due.instance_id,
          userPlays: due.plays,
          userPlaysCount: due.plays.length,
          currencyId: due.currency,
          joinKey: `sub:${due.id}:${due.instance_id}`,
          payFrom: 'subscriptions',
          async withJoin(q, sale) {
            // Spent in the join's transaction: a crash either keeps both or neither.
            const spent = await subscriptionsRepo.spendDraw(q, due.id, sale.now);
            if (!spent) throw new Error(`subscription ${due.id} is no longer active`);
            return String(due.id);
          },
        });
        if (result.exitCode === 0) placed++;
      }
      return placed;
    },

    async ofPlayer(playerId, gameId) {
      return (await subscriptionsRepo.ofPlayer(db, playerId, gameId)).map(toWire);
    },

    async get(playerId, subscriptionId) {
      const row = await subscriptionsRepo.byId(db, subscriptionId);
      return row && row.player_id === playerId ? toWire(row) : null;
    },

    async cancel(playerId, subscriptionId) {
      const now = clock.now();
      return db.tx(async (q) => {
        const row = await subscriptionsRepo.lock(q, subscriptionId);
        if (!row || row.player_id !== playerId || row.status !== 'active') return false;
        if (row.remaining_minor > 0)
          await transfer(q, {
            key: `subscription:${row.id}:cancel`,
            kind: 'subscriptionRefund',
            entries: [
              {
                accountId: await subscriptionsAccount(q, playerId, row.currency, now),
                amountMinor: -row.remaining_minor,
              },
              {
                accountId: await accountsRepo.ensurePlayerAccount(q, {
                  playerId,
                  currency: row.currency,
                  type: 'cash',
                  now,
                }),
                amountMinor: row.remaining_minor,
              },
            ],
            meta: { subscriptionId: row.id },
            now,
          });
        await subscriptionsRepo.cancel(q, row.id, now);
        return true;
      });
    },
  };
}
