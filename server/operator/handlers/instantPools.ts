import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams, PoolBuild } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import type { InstantGameConfig } from '../../config/instantSchema';
import { poolBuildsRepo } from '../../domain/instant/poolBuilds';
import { instantGamePools, listPools, poolListing } from '../../domain/operators/instantPools';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

/** Progress is written to the build's row at most this often (a share of the hashing). */
const PROGRESS_STEP = 0.05;

/**
 * The instant game of that id. To act on it, every site it is sold on must be in the caller's
 * scope (as for a draw, gameInScope in games.ts), else Forbidden naming the site; to read it, one
 * of them, else the NotFound of an unknown game.
 */
function instantGame(ctx: OperatorContext, gameId: number, act: boolean): InstantGameConfig {
  const { sites } = ctx.requireOperator();
  const game = ctx.services.instant.gameConfig(gameId);
  const mine = game?.memberIds.some((id) => scopeCovers(sites, id));
  if (!game || (!act && !mine)) throw new RpcFault(OperatorFault.NotFound, `No instant game ${gameId}`);
  const outside = game.memberIds.find((id) => !scopeCovers(sites, id));
  if (act && outside !== undefined)
    throw new RpcFault(
      OperatorFault.Forbidden,
      `Instant game ${gameId} is sold on site ${outside}, not in your scope`,
    );
  return game;
}

const siteOfGame = (game: InstantGameConfig) => (game.memberIds.length === 1 ? game.memberIds[0] : null);

/**
 * The build itself, after the call has answered: the hashing (progress written to the build's
 * row), then the pool, its commitment and the audit entry `commitInstantPool` in one transaction.
 * A refusal or a failure is kept on the build's row for the console.
 */
async function runBuild(ctx: OperatorContext, game: InstantGameConfig, build: PoolBuild): Promise<void> {
  const { db, clock, instant, log } = ctx.services;
  let written = 0;
  let writes = Promise.resolve();
  const onShare = (share: number) => {
    if (share - written < PROGRESS_STEP) return;
    written = share;
    const at = clock.now();
    writes = writes.then(() => poolBuildsRepo.progress(db, build.buildId, share, at)).catch(() => undefined);
  };
  try {
    const outcome = await instant.buildNextPool(game.gameId, {
      onShare,
      record: async (q, pool) => {
        await poolBuildsRepo.committed(q, build.buildId, pool.poolNo, clock.now());
        await ctx.audit(q, {
          action: 'commitInstantPool',
          siteId: siteOfGame(game),
          target: `instant game ${game.gameId} pool ${pool.poolNo}`,
          before: { poolsBuilt: pool.poolNo - 1 },
          after: {
            buildId: build.buildId,
            poolNo: pool.poolNo,
            poolSize: pool.poolSize,
            seedHash: pool.seedHash,
            merkleRoot: pool.merkleRoot,
          },
        });
      },
    });
    await writes;
    if (!outcome.ok) await poolBuildsRepo.failed(db, build.buildId, outcome.reason, clock.now());
  } catch (error) {
    log.error({ err: error, gameId: game.gameId }, 'instant pool build failed');
    await writes;
    await poolBuildsRepo.failed(db, build.buildId, 'the build failed; see the server log', clock.now());
  }
}

/** The instant games' pools: list, build and commit the next, retire (and so reveal) one on sale. */
export const instantPoolHandlers: Record<string, OperatorHandler> = {
  async listInstantGames(ctx, params: OperatorParams<'listInstantGames'>) {
    const { sites } = ctx.requireOperator();
    const { db, clock, config } = ctx.services;
    const games = config.instantGames.filter((g) =>
      params.siteId !== undefined
        ? g.memberIds.includes(params.siteId)
        : g.memberIds.some((id) => scopeCovers(sites, id)),
    );
    const builds = await poolBuildsRepo.latest(
      db,
      games.map((g) => g.gameId),
      clock.now(),
    );
    const out = [];
    for (const game of games) out.push(await instantGamePools(db, game, builds.get(game.gameId) ?? null));
    return { games: out };
  },

  async listInstantPools(ctx, params: OperatorParams<'listInstantPools'>) {
    const game = instantGame(ctx, params.gameId, false);
    const { db, clock } = ctx.services;
    const builds = await poolBuildsRepo.latest(db, [game.gameId], clock.now());
    const page = await listPools(db, {
      gameId: game.gameId,
      status: params.status,
      limit: params.limit ?? 50,
      offset: params.offset ?? 0,
      sort: params.sort,
      dir: params.dir,
    });
    return { game: await instantGamePools(db, game, builds.get(game.gameId) ?? null), ...page };
  },

  async buildInstantPool(ctx, params: OperatorParams<'buildInstantPool'>) {
    const game = instantGame(ctx, params.gameId, true);
    const { db, clock } = ctx.services;
    const build = await db.tx(async (q) => {
      const [{ built }] = await q.query<{ built: number }>(
        'SELECT count(*)::integer AS built FROM instant_pools WHERE game_id = $1',
        [game.gameId],
      );
      if (built >= game.pools)
        throw new RpcFault(
          OperatorFault.Refused,
          `${game.title} has built all its ${game.pools} pools; it closes when the last is sold`,
        );
      const started = await poolBuildsRepo.start(q, {
        gameId: game.gameId,
        poolNo: built + 1,
        operator: ctx.requireOperator().username,
        now: clock.now(),
      });
      if (!started)
        throw new RpcFault(OperatorFault.Conflict, `A pool of ${game.title} is being built already`);
      await ctx.audit(q, {
        action: 'buildInstantPool',
        siteId: siteOfGame(game),
        target: `instant game ${game.gameId}`,
        before: { poolsBuilt: built, poolsPlanned: game.pools },
        after: { buildId: started.buildId, poolNo: started.poolNo },
      });
      return started;
    });
    // Answered now; the console follows the build's progress through listInstantGames.
    void runBuild(ctx, game, build);
    return { build };
  },

  async retireInstantPool(ctx, params: OperatorParams<'retireInstantPool'>) {
    const game = instantGame(ctx, params.gameId, true);
    const outcome = await ctx.services.instant.retirePool(game.gameId, params.poolNo, (q, before, after) =>
      ctx.audit(q, {
        action: 'retireInstantPool',
        siteId: siteOfGame(game),
        target: `instant game ${game.gameId} pool ${params.poolNo}`,
        before: { status: before.status, sold: before.sold, seedRevealed: before.seed_revealed },
        after: {
          status: after.status,
          sold: after.sold,
          seedRevealed: after.seed_revealed,
          seed: after.seed,
        },
        reason: params.reason,
      }),
    );
    if (!outcome) throw new RpcFault(OperatorFault.NotFound, `${game.title} has no pool ${params.poolNo}`);
    if (!outcome.after)
      throw new RpcFault(
        OperatorFault.Conflict,
        `Pool ${params.poolNo} of ${game.title} is ${outcome.before.status === 'soldOut' ? 'sold out' : 'retired'} already`,
      );
    return { done: true, pool: (await poolListing(ctx.services.db, game.gameId, params.poolNo))! };
  },
};
