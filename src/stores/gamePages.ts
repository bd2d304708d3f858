/**
 * Pages where a game is being played or watched: popups that can wait (the segment notice, the
 * featured ad) do not open over them (issue 32).
 */
const GAME_PAGES = [
  '/playout',
  '/replay',
  '/bingo/playout',
  '/scratchcard',
  '/spinner',
  '/crossword',
  '/instant',
];

export function isGamePage(pathname: string): boolean {
  return GAME_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
