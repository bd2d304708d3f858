import { randomUUID } from 'node:crypto';
import { instantGameSchema, type InstantGameConfig } from '../../../../server/config/instantSchema';
import { createInstantService } from '../../../../server/domain/instant/service';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import type { Db } from '../../../../server/storage/db';
import { currencies } from '../play/support/gameWorld';
import { FakeClock } from '../support/fakeClock';

/** A small match-three card: 40 tickets a pool, 2 pools, price 1.00, 12 winners (RTP 60%). */
export function smallCard(over: Record<string, unknown> = {}): InstantGameConfig {
  return instantGameSchema.parse({
    gameId: 951,
    rule: 'scratchcardGame',
    variant: 'match3',
    title: 'Small card',
    titleShort: 'Small',
    currency: 'USD',
    priceMinor: 100,
    poolSize: 40,
    pools: 2,
    prizes: [
      { prizeMinor: 100, count: 6 },
      { prizeMinor: 200, count: 3 },
      { prizeMinor: 300, count: 1 },
      { prizeMinor: 400, count: 1 },
      { prizeMinor: 500, count: 1 },
    ],
    memberIds: [1],
    ...over,
  });
}

export function openInstant(db: Db, games: InstantGameConfig[] = [smallCard()], clock = new FakeClock()) {
  return createInstantService({ db, clock, push: createMemoryHub(), currencies, games });
}

/** Buys `tickets` of the small card (game 951, site 1, USD) for the player, under a fresh key unless given. */
export function buyTickets(
  svc: ReturnType<typeof openInstant>,
  playerId: number,
  tickets: number,
  key = randomUUID(),
) {
  return svc.buy({ playerId, memberId: 1, gameId: 951, currencyId: 'USD', tickets, purchaseKey: key });
}

export async function poolRows(db: Db, gameId = 951) {
  return db.query<{ pool_no: number; sold: number; status: string; seed_revealed: boolean }>(
    'SELECT pool_no, sold, status, seed_revealed FROM instant_pools WHERE game_id = $1 ORDER BY pool_no',
    [gameId],
  );
}

export async function ticketCount(db: Db, playerId?: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM instant_tickets WHERE $1::bigint IS NULL OR player_id = $1',
    [playerId ?? null],
  );
  return Number(row.n);
}
