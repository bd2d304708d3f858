import type { GameInstance } from '../../../protocol/types';
import { sceneKindOf } from '../../../protocol/gameRules';
import { INSTANT_KIND_ART, type TileArt } from './tileArt';

export type ArtKind = 'lottery' | 'quick' | 'raffle' | 'tournament' | 'bingo' | 'scratch' | 'spin' | 'words';

/** Which art a game's tile wears, by its kind (tournaments get their own). */
export function artKindOf(game: Pick<GameInstance, 'gameRule' | 'gamePlayout' | 'tournament'>): ArtKind {
  if (game.tournament) return 'tournament';
  switch (sceneKindOf(game)) {
    case 'oneDraw':
      return 'quick';
    case 'raffle':
      return 'raffle';
    case 'bingo':
      return 'bingo';
    case 'scratchcard':
      return 'scratch';
    case 'spinner':
      return 'spin';
    case 'crossword':
      return 'words';
    default:
      return 'lottery';
  }
}

const BALL_SPOTS: [number, number, number][] = [
  [22, 40, 15],
  [50, 28, 18],
  [80, 44, 14],
  [108, 30, 16],
];

/** Instant kinds wear a picture of their own; the live games' kinds are drawn below. */
const PICTURE_OF: Partial<Record<ArtKind, TileArt>> = {
  scratch: INSTANT_KIND_ART.scratchcard,
  spin: INSTANT_KIND_ART.spinner,
  words: INSTANT_KIND_ART.crossword,
};

/**
 * Decorative art for a tile's band, hidden from assistive tech: `art` (or an instant kind) is a
 * static picture loaded when the tile nears the screen; the live games' kinds are small inline SVG.
 * Bingo draws nothing until its room's picture arrives (useBingoArt): balls would say "lottery".
 */
export function GameArt({ kind, label, art }: { kind: ArtKind; label: string; art?: TileArt }) {
  const picture = art ?? PICTURE_OF[kind];
  if (picture)
    return (
      <img
        className="game-art game-art--picture"
        src={picture.url}
        alt=""
        aria-hidden="true"
        loading="lazy"
        decoding="async"
        width={160}
        height={100}
        data-art={picture.name}
      />
    );
  return (
    <svg className="game-art" viewBox="0 0 130 70" aria-hidden="true" focusable="false">
      {kind === 'lottery' || kind === 'quick'
        ? BALL_SPOTS.map(([x, y, r], i) => (
            <g key={i}>
              <circle cx={x} cy={y} r={r} className={`game-art__ball game-art__ball--${i}`} />
              <circle cx={x} cy={y} r={r * 0.55} fill="#fff" />
              <text x={x} y={y + r * 0.22} textAnchor="middle" className="game-art__num" fontSize={r * 0.7}>
                {(label.charCodeAt(i % label.length) % 49) + 1}
              </text>
            </g>
          ))
        : null}
      {kind === 'raffle' && (
        <g className="game-art__ticket" transform="rotate(-8 65 35)">
          <path d="M20 14h90v14a7 7 0 0 0 0 14v14H20V42a7 7 0 0 0 0-14z" />
          <path d="M84 16v38" strokeDasharray="3 3" className="game-art__line" />
          <text x="50" y="41" textAnchor="middle" className="game-art__ticket-text">
            No. 0{label.length}7
          </text>
        </g>
      )}
      {kind === 'tournament' && (
        <g className="game-art__trophy">
          <path d="M50 10h30v8h12v8a14 14 0 0 1-13 14 16 16 0 0 1-10 8v8h10v6H51v-6h10v-8a16 16 0 0 1-10-8 14 14 0 0 1-13-14v-8h12zm-6 14v2a8 8 0 0 0 6 7.5V24zm36 0v9.5a8 8 0 0 0 6-7.5v-2z" />
        </g>
      )}
    </svg>
  );
}
