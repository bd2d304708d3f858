import type { GameInstance } from './types/game';

/**
 * Game kinds are recognised by what the gameRule text contains, and the presentation by the
 * playout type (spec section 1). Matching is by substring because operators prefix rule names.
 */

export type GameKind = 'regular' | 'oneDraw' | 'raffle' | 'bingo' | 'crossword' | 'scratchcard' | 'spinner';
export type OneDrawVariant = 'plain' | 'Ext' | 'ExtMulti' | 'Perm';
export type PlayoutKind = 'scratchcard' | 'crossword' | 'spinner';

// Checked in order: the first marker found wins.
const RULE_MARKERS: readonly [string, GameKind][] = [
  ['oneDrawGame', 'oneDraw'],
  ['regularGame', 'regular'],
  ['raffleGame', 'raffle'],
  ['bingoGame', 'bingo'],
  ['crosswordGame', 'crossword'],
  ['scratchcardGame', 'scratchcard'],
  ['spinnerGame', 'spinner'],
];

/** The kind a game rule names, or null when it names none of the spec's kinds. */
export function gameKindOf(gameRule: string): GameKind | null {
  for (const [marker, kind] of RULE_MARKERS) if (gameRule.includes(marker)) return kind;
  return null;
}

/** One-draw variant; ExtMulti is tested before Ext because it contains it. */
export function oneDrawVariantOf(gameRule: string): OneDrawVariant | null {
  const at = gameRule.indexOf('oneDrawGame');
  if (at < 0) return null;
  const rest = gameRule.slice(at + 'oneDrawGame'.length);
  if (rest.startsWith('ExtMulti')) return 'ExtMulti';
  if (rest.startsWith('Ext')) return 'Ext';
  if (rest.startsWith('Perm')) return 'Perm';
  return 'plain';
}

export function playoutKindOf(gamePlayout: string): PlayoutKind | null {
  const p = gamePlayout.toLowerCase();
  if (p.includes('scratchcard')) return 'scratchcard';
  if (p.includes('crossword')) return 'crossword';
  if (p.includes('spinner')) return 'spinner';
  return null;
}

/** The scene a game is shown with: its playout type when it has one, else its rule's kind. */
export function sceneKindOf(game: Pick<GameInstance, 'gameRule' | 'gamePlayout'>): GameKind | null {
  return playoutKindOf(game.gamePlayout ?? '') ?? gameKindOf(game.gameRule);
}

export const SATELLITE_FORMULA = 'OneDraw10kSatellite';

/** The special payout formula whose prizes are entries (satellite items) into another game. */
export function isSatelliteFormula(game: Pick<GameInstance, 'payoutFormula'>): boolean {
  return game.payoutFormula === SATELLITE_FORMULA;
}

/** Draw lotteries: regular and one-draw games, the Lottery tab's kinds. */
export function isLotteryKind(kind: GameKind | null): boolean {
  return kind === 'regular' || kind === 'oneDraw';
}

export type LobbyTab = 'Instaplay' | 'Lottery' | 'Raffle' | 'Tournaments' | 'Favorites';
export const LOBBY_TABS: readonly LobbyTab[] = ['Instaplay', 'Lottery', 'Raffle', 'Tournaments', 'Favorites'];

type TabFields = Pick<GameInstance, 'gameRule' | 'gamePlayout' | 'instaplay' | 'tournament' | 'favGame'>;

/**
 * The lobby tabs a game appears under. Instaplay games go only there; raffles under Raffle;
 * tournaments under Tournaments; other draw lotteries under Lottery. Favourites add Favorites.
 */
export function lobbyTabsOf(game: TabFields): LobbyTab[] {
  const tabs: LobbyTab[] = [];
  const kind = gameKindOf(game.gameRule);
  if (game.instaplay) tabs.push('Instaplay');
  else if (kind === 'raffle') tabs.push('Raffle');
  else if (game.tournament) tabs.push('Tournaments');
  else if (isLotteryKind(kind)) tabs.push('Lottery');
  if (game.favGame) tabs.push('Favorites');
  return tabs;
}

export function isInLobbyTab(game: TabFields, tab: LobbyTab): boolean {
  return lobbyTabsOf(game).includes(tab);
}
