import type { GameResultsResult } from '../../../protocol/calls/games';
import { REPLAY_START_DELAY_MS } from '../../../protocol/constants';
import type { PayoutInfoEntry, PlayerInGame } from '../../../protocol/types';
import type { GameTypeConfig } from '../../config/schema';
import { publicName } from '../players/publicName';
import type { Queryable } from '../../storage/db';
import { estimatedRankPrizes } from '../draw';
import { buildResults, type StoredResults } from '../engine/results';
import { toMajor, type CurrencyBook } from '../money';
import { prizeInPayoutCurrency } from '../play/payoutCredit';
import { currencyValues } from '../responsibleGaming/currencyValues';
import { instancesRepo, type InstanceRow } from './instancesRepo';
import { satelliteItemsOf } from './satelliteItems';
import { prizeItemOf } from '../prizes/prizeItemOf';

type ResultsDeps = { currencies: CurrencyBook; typesById: ReadonlyMap<number, GameTypeConfig> };

/**
 * Read models of draws and winners for getGameResults, getGamePlayers, getGamePayoutInfo and
 * getGameLastWinningDraws. Nothing here shows a seed before its balls are drawn.
 */
export function createGameResults(deps: { currencies: CurrencyBook; gameTypes: readonly GameTypeConfig[] }) {
  const reads: ResultsDeps = {
    currencies: deps.currencies,
    typesById: new Map(deps.gameTypes.map((g) => [g.gameId, g])),
  };
  return {
    /** `viewer` (the caller's username, when logged in) only marks the caller's own wins. */
    results: (
      q: Queryable,
      gameInstanceId: number,
      replay: boolean,
      viewer?: string,
    ): Promise<GameResultsResult | null> => results(reads, q, gameInstanceId, replay, viewer),
    players,
    /** The payout table with rank prizes estimated from the plays sold so far (one winner per rank). */
    payoutInfo: (q: Queryable, gameId: number, gameInstanceId?: number): Promise<PayoutInfoEntry[] | null> =>
      payoutInfo(reads, q, gameId, gameInstanceId),
    lastWinningDraws,
  };
}

export type GameResultsReader = ReturnType<typeof createGameResults>;

/** Stored results of an ended game; live from the plays while the drawn game plays out. */
async function resultsOf(q: Queryable, row: InstanceRow): Promise<StoredResults | null> {
  if (row.status === 'ENDED' && row.results) return row.results as StoredResults;
  if (row.status === 'STARTED' && row.draws) return buildResults(q, row);
  return null;
}

async function results(
  reads: ResultsDeps,
  q: Queryable,
  gameInstanceId: number,
  replay: boolean,
  viewer?: string,
): Promise<GameResultsResult | null> {
  const row = await instancesRepo.byId(q, gameInstanceId);
  if (!row) return null;
  const r = await resultsOf(q, row);
  const payoutCurrency = row.snapshot.payoutCurrency ?? row.currency;
  const decimals = reads.currencies.infoOf(payoutCurrency);
  // Prizes are settled in the game currency and paid in the payout currency: shown as paid.
  const values = payoutCurrency !== row.currency ? await currencyValues(q) : null;
  const paid = (minor: number) =>
    values ? prizeInPayoutCurrency(values, row.currency, payoutCurrency, minor) : minor;
  const results = {
    draws: r?.draws ?? [],
    ...(r && r.draws2nd.length ? { draws2nd: r.draws2nd } : {}),
    ...(r?.seed ? { seed: r.seed } : {}),
    ...(row.seed_commitment ? { seedCommitment: row.seed_commitment } : {}),
    winners: (r?.winners ?? []).map((w) => {
      const mine = viewer !== undefined && w.username.toLowerCase() === viewer.toLowerCase();
      return {
        // The viewer's own wins show the viewer's own name: masking hides it from others only.
        screenName: mine ? w.screenName.trim() || w.username : publicName(w.screenName, w.username),
        play: w.play,
        rankNumber: w.rankNumber,
        prize: toMajor(paid(w.prizeMinor), decimals),
        ...(mine ? { mine: true as const } : {}),
      };
    }),
  };
  return {
    gameInstanceId,
    gameId: Number(row.game_id),
    gameStatus: row.status,
    gameRule: row.snapshot.rule,
    results,
    ...(replay && r
      ? {
          // REPLAY1: what the client needs to replay the draw, and to check it from the seed.
          replay: {
            gameStatus: 'REPLAY1',
            startDelayMs: REPLAY_START_DELAY_MS,
            drawContext: r.drawContext,
            drawRange: row.snapshot.ballRange,
            drawRange2nd: row.snapshot.ballRange2nd,
            winnerCount: r.winnerCount,
            settlement: r.settlement,
            ...results,
          },
        }
      : {}),
  };
}

async function players(q: Queryable, gameInstanceId: number): Promise<PlayerInGame[]> {
  const rows = await q.query<{ screen_name: string; username: string }>(
    `SELECT p.screen_name, p.username
     FROM instance_players ip JOIN players p ON p.id = ip.player_id
     WHERE ip.instance_id = $1 ORDER BY ip.last_join_at, p.id LIMIT 500`,
    [gameInstanceId],
  );
  return rows.map((r) => ({ screenName: publicName(r.screen_name, r.username) }));
}

async function payoutInfo(
  reads: ResultsDeps,
  q: Queryable,
  gameId: number,
  gameInstanceId?: number,
): Promise<PayoutInfoEntry[] | null> {
  const type = reads.typesById.get(gameId);
  if (!type) return null;
  const row = gameInstanceId ? await instancesRepo.byId(q, gameInstanceId) : null;
  const decimals = reads.currencies.infoOf(type.payoutCurrency ?? type.currency);
  const cost = row?.snapshot.costMinor ?? type.costMinor;
  const pct = row?.snapshot.payoutPercentage ?? type.payoutPercentage;
  const estimates = estimatedRankPrizes(
    { costMinor: cost, payoutPercentage: pct },
    type.ranks,
    row?.play_count ?? 0,
  );
  return type.ranks.map((rank, i) => ({
    rankNumber: rank.rankNumber,
    ...(rank.rankNumber2nd !== undefined ? { rankNumber2nd: rank.rankNumber2nd } : {}),
    rankPrize: toMajor(estimates[i].rankPrizeMinor, decimals),
    prizePercentage: rank.prizePercentage,
    guaranteedPrize: toMajor(rank.guaranteedPrizeMinor, decimals),
    ...(rank.title ? { meta: { rankTitle: rank.title } } : {}),
    ...satelliteItemsOf(rank, reads.typesById),
    ...prizeItemOf(rank),
  }));
}

async function lastWinningDraws(q: Queryable, gameId: number, limit = 10) {
  const rows = await q.query<{
    id: number;
    draws: number[];
    draws2nd: number[] | null;
    ended_at: number;
  }>(
    `SELECT id, draws, draws2nd, ended_at FROM game_instances
     WHERE game_id = $1 AND status = 'ENDED' AND draws IS NOT NULL ORDER BY ended_at DESC, id DESC LIMIT $2`,
    [gameId, limit],
  );
  return rows.map((r) => ({
    gameInstanceId: r.id,
    draws: r.draws,
    ...(r.draws2nd && r.draws2nd.length ? { draws2nd: r.draws2nd } : {}),
    endedOn: r.ended_at,
  }));
}
