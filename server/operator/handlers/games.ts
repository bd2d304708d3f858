import { RpcFault } from '../../../protocol/faults';
import type { GameSummary, OperatorParams } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { createAnnouncer } from '../../domain/engine/announcer';
import { createGameOperations, type GameOperations } from '../../domain/engine/operations';
import type { InstanceRow } from '../../domain/games/instancesRepo';
import { instancesRepo } from '../../domain/games/instancesRepo';
import { currencyBook } from '../../domain/money';
import { bingoRooms } from '../../domain/operators/bingoRooms';
import type { Services } from '../../services';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

const operationsOf = new WeakMap<Services, GameOperations>();

/** The engine's operator actions (scripts/games.ts uses the same), announced through the running lobby feed. */
function operations(services: Services): GameOperations {
  let ops = operationsOf.get(services);
  if (!ops) {
    const currencies = currencyBook(services.config.currencies);
    ops = createGameOperations({
      db: services.db,
      clock: services.clock,
      currencies,
      gameTypes: services.config.gameTypes,
      push: services.push,
      announcer: createAnnouncer({ feed: services.lobbyFeed, push: services.push, currencies }),
    });
    operationsOf.set(services, ops);
  }
  return ops;
}

const summary = (row: InstanceRow): GameSummary => ({
  gameInstanceId: Number(row.id),
  gameId: Number(row.game_id),
  title: row.snapshot.title,
  status: row.status,
  siteIds: row.member_ids.map(Number),
  startAt: Number(row.start_at),
  registrationEndAt: Number(row.registration_end_at),
  playCount: Number(row.play_count),
  playerCount: Number(row.player_count),
});

/** A game on every one of whose sites the operator may act; else Forbidden, naming the site. */
async function gameInScope(ctx: OperatorContext, gameInstanceId: number): Promise<InstanceRow> {
  const row = await instancesRepo.byId(ctx.services.db, gameInstanceId);
  if (!row) throw new RpcFault(OperatorFault.NotFound, `No game instance ${gameInstanceId}`);
  const outside = row.member_ids.map(Number).find((id) => !scopeCovers(ctx.requireOperator().sites, id));
  if (outside !== undefined)
    throw new RpcFault(
      OperatorFault.Forbidden,
      `Game instance ${gameInstanceId} is also sold on site ${outside}, not in your scope`,
    );
  return row;
}

export const gameHandlers: Record<string, OperatorHandler> = {
  /** Bingo rooms: their games are instances as any draw's, so cancelGame and rescheduleGame act on them. */
  async listBingoRooms(ctx, params: OperatorParams<'listBingoRooms'>) {
    const { sites } = ctx.requireOperator();
    const types = ctx.services.config.gameTypes.filter(
      (g) =>
        g.rule === 'bingoGame' &&
        g.bingo &&
        (params.siteId !== undefined
          ? g.memberIds.includes(params.siteId)
          : g.memberIds.some((id) => scopeCovers(sites, id))),
    );
    return { rooms: await bingoRooms(ctx.services.db, types) };
  },

  async listGames(ctx, params: OperatorParams<'listGames'>) {
    const { sites } = ctx.requireOperator();
    const rows = await operations(ctx.services).list();
    const games = rows
      .map(summary)
      .filter((g) =>
        params.siteId ? g.siteIds.includes(params.siteId) : g.siteIds.some((id) => scopeCovers(sites, id)),
      );
    return { games };
  },

  async cancelGame(ctx, params: OperatorParams<'cancelGame'>) {
    const before = summary(await gameInScope(ctx, params.gameInstanceId));
    // The audit entry is written in the engine's transaction that marks the game REFUNDED, so the
    // action and its record commit (or roll back) together; the refunds follow behind that state.
    const result = await operations(ctx.services).cancel(params.gameInstanceId, (q, row) =>
      ctx.audit(q, {
        action: 'cancelGame',
        siteId: before.siteIds.length === 1 ? before.siteIds[0] : null,
        target: `game instance ${params.gameInstanceId}`,
        before: { status: before.status, playCount: before.playCount },
        after: { status: row.status },
        reason: params.reason,
      }),
    );
    if (!result.ok) throw new RpcFault(OperatorFault.Refused, result.reason);
    return { done: true, refundedPlays: before.playCount };
  },

  async rescheduleGame(ctx, params: OperatorParams<'rescheduleGame'>) {
    const before = summary(await gameInScope(ctx, params.gameInstanceId));
    if (params.startAt <= ctx.services.clock.now())
      throw new RpcFault(OperatorFault.Refused, 'The new start time must be in the future');
    const result = await operations(ctx.services).reschedule(
      params.gameInstanceId,
      params.startAt,
      (q, row) =>
        ctx.audit(q, {
          action: 'rescheduleGame',
          siteId: before.siteIds.length === 1 ? before.siteIds[0] : null,
          target: `game instance ${params.gameInstanceId}`,
          before: { status: before.status, startAt: before.startAt },
          after: { status: row.status, startAt: Number(row.start_at) },
          reason: params.reason,
        }),
    );
    if (!result.ok) throw new RpcFault(OperatorFault.Refused, result.reason);
    return { done: true, startAt: Number(result.row.start_at) };
  },
};
