import { Container, Graphics, Text } from 'pixi.js';
import type { StageTheme } from '../engine/themes';
import { label } from '../lottery/widgets/labels';

/** What a card view draws: the cells, which are daubed, how many to go, whether it has won. */
export interface CardState {
  cells: readonly number[];
  daubed: readonly boolean[];
  toGo: number;
  won: boolean;
}

/**
 * One bingo card: a panel with its 'n to go' line and a grid of numbered cells, daubs drawn as
 * discs under the numbers. Made once per card; a call redraws only its daubs and its line.
 */
export class BingoCardView extends Container {
  private readonly frame = new Graphics();
  private readonly daubs = new Graphics();
  private readonly toGoText: Text;
  private readonly numbers: Text[] = [];
  private readonly headerHeight = 18;
  /** What was drawn last, so a call restyles only the cells it daubed (a Text restyle re-rasterises). */
  private drawn: { daubed: boolean[]; won: boolean; toGo: number; line: string } | null = null;

  constructor(
    private readonly theme: StageTheme,
    private readonly columns: number,
    private readonly width_: number,
    private readonly height_: number,
    private readonly cellSize: number,
    cells: readonly number[],
  ) {
    super();
    this.toGoText = label(theme, '', { fontSize: 13, fontWeight: 'bold', fill: theme.palette.mutedText });
    this.toGoText.position.set(6, 3);
    this.addChild(this.frame, this.daubs, this.toGoText);
    const fontSize = Math.max(8, Math.round(cellSize * 0.48));
    cells.forEach((n, i) => {
      const text = label(theme, n === 0 ? '' : String(n), { fontSize, fontWeight: 'bold' });
      text.anchor.set(0.5);
      const { x, y } = this.cellCentre(i);
      text.position.set(x, y);
      this.numbers.push(text);
      this.addChild(text);
    });
  }

  private cellCentre(i: number): { x: number; y: number } {
    const gridW = this.cellSize * this.columns;
    const left = (this.width_ - gridW) / 2;
    const column = i % this.columns;
    const row = Math.floor(i / this.columns);
    return {
      x: left + (column + 0.5) * this.cellSize,
      y: this.headerHeight + 4 + (row + 0.5) * this.cellSize,
    };
  }

  update(state: CardState, toGoLine: string): void {
    const { palette, radius } = this.theme;
    const before = this.drawn;
    if (!before || before.won !== state.won)
      this.frame
        .clear()
        .roundRect(0, 0, this.width_, this.height_, Math.min(radius, 10))
        .fill(palette.panel)
        .stroke({ width: state.won ? 4 : 2, color: state.won ? palette.win : palette.panelEdge });
    if (!before || before.line !== toGoLine) this.toGoText.text = toGoLine;
    const emphasis = state.won ? 'won' : state.toGo <= 1 ? 'near' : 'far';
    const emphasisBefore = before ? (before.won ? 'won' : before.toGo <= 1 ? 'near' : 'far') : null;
    if (emphasis !== emphasisBefore)
      this.toGoText.style.fill =
        emphasis === 'won' ? palette.win : emphasis === 'near' ? palette.primary : palette.mutedText;
    // Most calls daub nothing on most cards: their discs stay as they are (re-tessellating 25 per card is the cost).
    const changed = !before || state.daubed.some((d, i) => d !== before.daubed[i]);
    if (!changed) {
      this.drawn = { daubed: before.daubed, won: state.won, toGo: state.toGo, line: toGoLine };
      return;
    }
    const g = this.daubs.clear();
    const r = this.cellSize * 0.44;
    state.cells.forEach((n, i) => {
      const { x, y } = this.cellCentre(i);
      if (n === 0) {
        // Free centre (75-ball) or blank (90-ball): a soft square, never a number.
        g.rect(x - r, y - r, r * 2, r * 2).fill({ color: palette.chip, alpha: 0.8 });
        return;
      }
      g.circle(x, y, r).fill(state.daubed[i] ? palette.accent : palette.chip);
      if (!before || before.daubed[i] !== state.daubed[i])
        this.numbers[i].style.fill = state.daubed[i] ? palette.chipText : palette.text;
    });
    this.drawn = { daubed: [...state.daubed], won: state.won, toGo: state.toGo, line: toGoLine };
  }
}
