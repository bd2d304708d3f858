import type { GameInstance } from '../../../../../protocol/types';
import { createTicketsService } from '../../../../../server/domain/tickets/service';
import type { backends } from '../../support/testDb';
import { currencies, makeWorld, openInstance, tinyGame } from '../../play/support/gameWorld';

/** A small open game (3 plays a player) with the tickets service over it, on one backend. */
export async function openTicketsWorld(backend: (typeof backends)[number]) {
  const { db, dispose } = await backend.open();
  const w = await makeWorld(db, tinyGame({ limits: { maxPlaysPerPlayer: 3, maxPlaysPerGame: 50 } }));
  const tickets = createTicketsService({ ...w, currencies, joins: w.joins, subscriptions: w.subscriptions });
  const game: GameInstance = await openInstance(w);
  return { dispose, w, tickets, game };
}
