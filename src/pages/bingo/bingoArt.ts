import bingo75 from '../../../assets/art/bingo75.svg?no-inline';
import bingo90 from '../../../assets/art/bingo90.svg?no-inline';
import type { TileArt } from '../lobby/tileArt';

const BINGO_75: TileArt = { name: 'bingo75', url: bingo75 };
const BINGO_90: TileArt = { name: 'bingo90', url: bingo90 };

/** A bingo room's picture: a 5x5 card under BINGO for 75-ball, a strip of 3x9 tickets for 90-ball. */
export function bingoArtOf(drawRange: number): TileArt {
  return drawRange === 90 ? BINGO_90 : BINGO_75;
}
