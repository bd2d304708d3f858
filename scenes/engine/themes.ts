import { THEMES } from '../../protocol/constants';
import type { ThemeName } from '../../protocol/types/site';

/**
 * Stage palettes and ball skins per theme (spec section 2). Colours follow the DOM chrome's CSS
 * variables in src/styles/themes.css so the canvas and the page around it read as one design.
 */
export interface BallSkin {
  /** Ball body colours by number band, cycling: 1-10 take [0], 11-20 take [1], ... */
  bands: readonly number[];
  numberColor: number;
  /** Ring around a ball that matched one of the player's numbers. */
  matchRing: number;
  /** Flat balls (cartoon) draw an outline instead of a shine. */
  style: 'glossy' | 'flat';
  outline: number;
}

export interface StagePalette {
  background: number;
  backgroundEdge: number;
  panel: number;
  panelEdge: number;
  text: number;
  mutedText: number;
  accent: number;
  primary: number;
  win: number;
  /** Unmatched number chips on the player's lines. */
  chip: number;
  chipText: number;
}

export interface StageTheme {
  name: ThemeName;
  palette: StagePalette;
  ball: BallSkin;
  fontFamily: string;
  /** Corner radius of panels, in stage pixels. */
  radius: number;
}

const blue: StageTheme = {
  name: 'blue-theme',
  palette: {
    background: 0x0b3d91,
    backgroundEdge: 0x0a2a63,
    panel: 0xffffff,
    panelEdge: 0xcfdaf0,
    text: 0x13213c,
    mutedText: 0x5b6b88,
    accent: 0xf5b400,
    primary: 0x0b3d91,
    win: 0x2e7d32,
    chip: 0xeef3fb,
    chipText: 0x13213c,
  },
  ball: {
    bands: [0xf5b400, 0x1e88e5, 0xe53935, 0x43a047, 0x8e24aa],
    numberColor: 0x13213c,
    matchRing: 0xf5b400,
    style: 'glossy',
    outline: 0x0a2a63,
  },
  fontFamily: 'Poppins, DejaVu Sans, Arial, sans-serif',
  radius: 8,
};

const cartoon: StageTheme = {
  name: 'cartoon-theme',
  palette: {
    background: 0x7c3aed,
    backgroundEdge: 0x4c1d95,
    panel: 0xfff7e8,
    panelEdge: 0x2d1b4e,
    text: 0x2d1b4e,
    mutedText: 0x6e5a8a,
    accent: 0xff6b35,
    primary: 0x7c3aed,
    win: 0xff6b35,
    chip: 0xffffff,
    chipText: 0x2d1b4e,
  },
  ball: {
    bands: [0xff6b35, 0xfacc15, 0x22c55e, 0x38bdf8, 0xf472b6],
    numberColor: 0x2d1b4e,
    matchRing: 0xff6b35,
    style: 'flat',
    outline: 0x2d1b4e,
  },
  fontFamily: 'Poppins, DejaVu Sans, Comic Sans MS, sans-serif',
  radius: 18,
};

const sweetBlue: StageTheme = {
  name: 'sweet-blue-theme',
  palette: {
    background: 0x38bdf8,
    backgroundEdge: 0x0ea5e9,
    panel: 0xffffff,
    panelEdge: 0xe0f2fe,
    text: 0x0c4a6e,
    mutedText: 0x4b7a99,
    accent: 0xf472b6,
    primary: 0x0ea5e9,
    win: 0xdb2777,
    chip: 0xf0f9ff,
    chipText: 0x0c4a6e,
  },
  ball: {
    bands: [0xf9a8d4, 0x7dd3fc, 0xfde68a, 0xa7f3d0, 0xc4b5fd],
    numberColor: 0x0c4a6e,
    matchRing: 0xf472b6,
    style: 'glossy',
    outline: 0x0c4a6e,
  },
  fontFamily: 'Poppins, DejaVu Sans, Arial, sans-serif',
  radius: 14,
};

export const STAGE_THEMES: Readonly<Record<ThemeName, StageTheme>> = {
  'blue-theme': blue,
  'cartoon-theme': cartoon,
  'sweet-blue-theme': sweetBlue,
};

export const DEFAULT_THEME: ThemeName = 'blue-theme';

export function isThemeName(name: string | null | undefined): name is ThemeName {
  return (THEMES as readonly string[]).includes(name ?? '');
}

/** The stage theme for a name, falling back to the default for anything unknown. */
export function stageTheme(name: string | null | undefined): StageTheme {
  return STAGE_THEMES[isThemeName(name) ? name : DEFAULT_THEME];
}

/** Body colour of a ball: numbers are banded in tens, as on printed lottery balls. */
export function ballColor(skin: BallSkin, number: number): number {
  const band = Math.floor((Math.max(1, number) - 1) / 10);
  return skin.bands[band % skin.bands.length];
}
