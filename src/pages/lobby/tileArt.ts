import type { InstantGameInfo } from '../../../protocol/instant/wire';
// Static pictures, fetched by the tile's <img> when it scrolls near: `?no-inline` keeps them out of
// the first-load script (Vite would inline files under 4 KiB as data URLs), so each costs the
// lobby only its URL.
import bingo75 from '../../../assets/art/bingo75.svg?no-inline';
import bingo90 from '../../../assets/art/bingo90.svg?no-inline';
import cashword from '../../../assets/art/cashword.svg?no-inline';
import scratchMatch3 from '../../../assets/art/scratch-match3.svg?no-inline';
import scratchNumbers from '../../../assets/art/scratch-numbers.svg?no-inline';
import wheel from '../../../assets/art/wheel.svg?no-inline';

/** A tile's picture: one per instant variant and one per bingo format. */
export type TileArtName = 'scratch-match3' | 'scratch-numbers' | 'wheel' | 'cashword' | 'bingo75' | 'bingo90';

export const TILE_ART_URLS: Readonly<Record<TileArtName, string>> = {
  'scratch-match3': scratchMatch3,
  'scratch-numbers': scratchNumbers,
  wheel,
  cashword,
  bingo75,
  bingo90,
};

const BY_VARIANT: Readonly<Record<InstantGameInfo['variant'], TileArtName>> = {
  match3: 'scratch-match3',
  numbers: 'scratch-numbers',
  wheel: 'wheel',
  cashword: 'cashword',
};

const BY_KIND: Readonly<Record<InstantGameInfo['kind'], TileArtName>> = {
  scratchcard: 'scratch-match3',
  spinner: 'wheel',
  crossword: 'cashword',
};

/** An instant game's picture: its variant's (a number-match card is no match-three card), else its kind's. */
export function instantArtOf(game: Pick<InstantGameInfo, 'kind' | 'variant'>): TileArtName {
  return BY_VARIANT[game.variant] ?? BY_KIND[game.kind] ?? 'scratch-match3';
}

/** A bingo room's picture: a 5x5 card for 75-ball, a strip of 3x9 tickets for 90-ball. */
export function bingoArtOf(drawRange: number): TileArtName {
  return drawRange === 90 ? 'bingo90' : 'bingo75';
}
