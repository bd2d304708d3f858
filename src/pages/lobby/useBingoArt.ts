import { useEffect, useState } from 'react';
import type { TileArt } from './tileArt';

// The bingo rooms' pictures come with their own small chunk (shared with the bingo page), asked
// for only when a bingo tile nears the screen: the lobby's first load stays at its budget.
let bingoArt: Promise<typeof import('../bingo/bingoArt')> | null = null;

/** A bingo room's picture for its draw range (null: none wanted yet, as for a tile off screen); null until loaded. */
export function useBingoArt(drawRange: number | null): TileArt | null {
  const [art, setArt] = useState<TileArt | null>(null);
  useEffect(() => {
    if (drawRange === null) return;
    let current = true;
    bingoArt ??= import('../bingo/bingoArt');
    bingoArt.then(
      ({ bingoArtOf }) => current && setArt(bingoArtOf(drawRange)),
      // A failed chunk leaves the tile's plain band; the next tile asks again.
      () => (bingoArt = null),
    );
    return () => {
      current = false;
    };
  }, [drawRange]);
  return art;
}
