import type { GameStatus } from '../gameStatus';

/** One rank of a game's payout table (spec section 3, Payout info entry). */
export interface PayoutInfoEntry {
  rankNumber: number;
  rankNumber2nd?: number;
  rankPrize: number;
  prizePercentage: number;
  guaranteedPrize: number;
  meta?: { rankTitle?: string };
  satelliteItems?: { entries: number; gameTitle: string }[];
  prizeItem?: PrizeItem;
}

export interface PrizeItem {
  imageUrl: string;
  name: string;
  description: string;
  sponsorText: string;
  detailsText: string;
}

/**
 * A player in a game as others see it: the public name only (never the username or real name;
 * the spec's firstName, lastName and username are deliberately not sent).
 */
export interface PlayerInGame {
  screenName: string;
}

export interface GameLobbyInfo {
  branding?: { logoUrl?: string; backgroundUrl?: string; color?: string };
  gamePlayerInfo?: string;
  gamePayoutInfo?: PayoutInfoEntry[];
  description?: string;
  /** The operator's translation of the game's title into the language asked (absent: none stored). */
  gameTitle?: string;
  /** Fixed-odds one-draw games: the bet types offered, in BET_TYPE_ORDER (the bet-type table). */
  betTypes?: BetTypeInfo[];
}

/** One row of a one-draw game's bet-type table. */
export interface BetTypeInfo {
  betType: string;
  /** Return per unit staked on a winning line, stake included. */
  odds: number;
  /** What one winning line pays at the game's play cost (game currency, major units). */
  linePrize: number;
  /** How many numbers a selection of this bet type has. */
  minNumbers: number;
  maxNumbers: number;
}

export interface GameResults {
  draws: number[];
  draws2nd?: number[];
  /** The revealed draw seed (hex): sha256(seed) is the published seedCommitment. */
  seed?: string;
  seedCommitment?: string;
  /** Public names only; `mine` marks the viewing player's own winning plays. */
  winners: { screenName: string; play: string; rankNumber: number; prize: number; mine?: true }[];
}

/** A game instance as the lobby and play screens see it (spec section 3, Game instance). */
export interface GameInstance {
  gameInstanceId: number;
  gameId: number;
  gameRule: string;
  gameStatus: GameStatus;
  gamePlayout: string;
  gameTitle: string;
  gameTitleShort: string;
  tournament: boolean;
  tournamentStartTime: number;
  registrationEndTime: number;
  /** How long the draw plays out after the start (the game type's playoutSeconds): the show's pace. */
  playoutSeconds?: number;
  gamePlayMax: number;
  gamePlayCurrent: number;
  gamePlayerCurrent: number;
  playerPlayMax: number;
  gamePlaySize: number;
  gamePlaySize2nd: number;
  /** Ball range of the first and second set (1..drawRange). */
  drawRange: number;
  drawRange2nd: number;
  gamePlayCost: number;
  gameFeePerPlay: number;
  currencyId: string;
  payoutCurrencyId: string;
  payoutPercentage: number;
  payoutFormula: string;
  /** The game type names ranks 1 to 3 (RANK_LABELS: straight, rumble, lucky); absent: numbers only. */
  rankLabels?: boolean;
  progressiveAmount: number;
  prizePool: number;
  prizesAvailable: number;
  /**
   * The best single prize one play can win, jackpot aside (spec: bonoboPayout), in the payout
   * currency: the top fixed prize or guarantee, or a one-draw game's best line. 0 when every prize
   * is a share of the pool.
   */
  bonoboPayout?: number;
  playerInGame: boolean;
  playerPlaysInGame: number;
  lastJoinTimeMs: number;
  sequenceNumber: number;
  favGame: boolean;
  isPlayable: boolean;
  instaplay: boolean;
  memberIds: number[];
  smallLogoUrl?: string;
  backgroundLogoUrl?: string;
  gameLobby?: GameLobbyInfo;
  results?: GameResults;
  /** sha256 (hex) of the draw seed, published when registration closes; the seed comes with the results. */
  seedCommitment?: string;
  /** Server clock when this snapshot was taken; pushes with an older one are stale. */
  timeStamp: number;
}

/** The game filter of spec section 3: numeric flags use -1 for 'any'. */
export interface GameFilter {
  free?: number;
  tournament?: number;
  progressive?: number;
  empty?: number;
  instaplay?: number;
  playCountMin?: number;
  playCountMax?: number;
  playSizeMin?: number;
  playSizeMax?: number;
  playCostMin?: number;
  playCostMax?: number;
  drawRangeMin?: number;
  drawRangeMax?: number;
  gameId?: number;
  memberId?: number;
  currencyId?: string;
  languageId?: string;
  tournamentType?: number;
  firstResult?: number;
  maxResults?: number;
}
