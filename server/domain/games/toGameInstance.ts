import type { GameInstance } from '../../../protocol/types';
import { toMajor, type CurrencyBook } from '../money';
import type { InstanceRow } from './instancesRepo';

/** What a logged-in viewer adds to a game: favourite flag and own plays. */
export interface ViewerFacts {
  favGame: boolean;
  playerPlaysInGame: number;
  lastJoinTimeMs?: number;
}

const NOBODY: ViewerFacts = { favGame: false, playerPlaysInGame: 0 };

/** The wire GameInstance (spec section 3) from a stored row; amounts in major units. */
export function toGameInstance(
  row: InstanceRow,
  currencies: CurrencyBook,
  viewer: ViewerFacts = NOBODY,
): GameInstance {
  const s = row.snapshot;
  const decimals = currencies.infoOf(row.currency);
  const payoutDecimals = currencies.infoOf(s.payoutCurrency);
  return {
    gameInstanceId: row.id,
    gameId: row.game_id,
    gameRule: s.rule,
    gameStatus: row.status,
    gamePlayout: s.playout,
    gameTitle: s.title,
    gameTitleShort: s.titleShort,
    tournament: s.tournament,
    tournamentStartTime: row.start_at,
    registrationEndTime: row.registration_end_at,
    playoutSeconds: Math.round((row.end_due_at - row.start_at) / 1000),
    gamePlayMax: s.maxPlaysPerGame,
    gamePlayCurrent: row.play_count,
    gamePlayerCurrent: row.player_count,
    playerPlayMax: s.maxPlaysPerPlayer,
    gamePlaySize: s.pickSize,
    gamePlaySize2nd: s.pickSize2nd,
    drawRange: s.ballRange,
    drawRange2nd: s.ballRange2nd,
    gamePlayCost: toMajor(s.costMinor, decimals),
    gameFeePerPlay: toMajor(s.feeMinor, decimals),
    currencyId: row.currency,
    payoutCurrencyId: s.payoutCurrency,
    payoutPercentage: s.payoutPercentage,
    payoutFormula: s.payoutFormula,
    ...(s.rankLabels ? { rankLabels: true } : {}),
    progressiveAmount: toMajor(row.progressive_minor, payoutDecimals),
    prizePool: toMajor(row.prize_pool_minor, payoutDecimals),
    prizesAvailable: s.ranksPaid,
    bonoboPayout: toMajor(s.topPrizeMinor ?? 0, s.oneDraw ? decimals : payoutDecimals),
    playerInGame: viewer.playerPlaysInGame > 0,
    playerPlaysInGame: viewer.playerPlaysInGame,
    lastJoinTimeMs: viewer.lastJoinTimeMs ?? 0,
    sequenceNumber: row.sequence_number,
    favGame: viewer.favGame,
    isPlayable: row.status === 'OPEN' && row.removed_at === null,
    instaplay: s.instaplay,
    memberIds: row.member_ids,
    smallLogoUrl: s.smallLogoUrl,
    backgroundLogoUrl: s.backgroundLogoUrl,
    timeStamp: row.updated_at,
    // The commitment is public from registration end; the seed only once the balls are drawn.
    ...(row.seed_commitment ? { seedCommitment: row.seed_commitment } : {}),
  };
}
