import type { InstantGameInfo } from '../../../protocol/instant/wire';
// Static pictures, fetched by the tile's <img> when it scrolls near: `?no-inline` keeps them out of
// the first-load script (Vite would inline files under 4 KiB as data URLs), so each costs the
// lobby only its URL. The bingo rooms' pictures live with the bingo pages (src/pages/bingo/bingoArt.ts).
import cashword from '../../../assets/art/cashword.svg?no-inline';
import scratchMatch3 from '../../../assets/art/scratch-match3.svg?no-inline';
import scratchNumbers from '../../../assets/art/scratch-numbers.svg?no-inline';
import wheel from '../../../assets/art/wheel.svg?no-inline';

/** A tile's picture: its name (the tile's colour and a test's handle) and the file's URL. */
export interface TileArt {
  name: string;
  url: string;
}

const art = (name: string, url: string): TileArt => ({ name, url });

const BY_VARIANT: Readonly<Record<InstantGameInfo['variant'], TileArt>> = {
  match3: art('scratch-match3', scratchMatch3),
  numbers: art('scratch-numbers', scratchNumbers),
  wheel: art('wheel', wheel),
  cashword: art('cashword', cashword),
};

/** Each instant kind's own picture, for a variant without one. */
export const INSTANT_KIND_ART: Readonly<Record<InstantGameInfo['kind'], TileArt>> = {
  scratchcard: BY_VARIANT.match3,
  spinner: BY_VARIANT.wheel,
  crossword: BY_VARIANT.cashword,
};

/** An instant game's picture: its variant's (a number-match card is no match-three card), else its kind's. */
export function instantArtOf(game: Pick<InstantGameInfo, 'kind' | 'variant'>): TileArt {
  return BY_VARIANT[game.variant] ?? INSTANT_KIND_ART[game.kind] ?? BY_VARIANT.match3;
}
