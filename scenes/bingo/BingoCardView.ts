import type gsap from 'gsap';
import { Container, Graphics, GraphicsContext, Text } from 'pixi.js';
import type { StageTheme } from '../engine/themes';
import { label } from '../lottery/widgets/labels';
import { NearWinGlow } from './NearWinGlow';

/** What a card view draws: the cells, which are daubed, how many to go, whether it has won. */
export interface CardState {
  cells: readonly number[];
  daubed: readonly boolean[];
  toGo: number;
  won: boolean;
  /** At '1 to go': the cells (indexes) any one of which completes the pattern. */
  lastCells: readonly number[];
}

type Emphasis = 'won' | 'near' | 'far';

const emphasisOf = (state: { won: boolean; toGo: number }): Emphasis =>
  state.won ? 'won' : state.toGo === 1 ? 'near' : 'far';

/**
 * One bingo card: a panel with its 'n to go' line and a grid of numbered cells, daubs drawn as
 * discs under the numbers. Made once per card; a call adds the discs of the cells it daubs and
 * rewrites the card's line. One number from the pattern, the card glows, its line becomes a badge
 * and the missing cell is ringed.
 *
 * A call must cost little on a phone (bench/stage.ts, the bingo hall at 4x CPU slowdown): texts are
 * drawn white once and coloured by tint, since restyling a Text re-rasterises and re-uploads it,
 * and every daub is a Graphics sharing one disc's geometry, so no card's 25 discs are
 * re-tessellated when one is daubed.
 */
export class BingoCardView extends Container {
  private readonly frame = new Graphics();
  private readonly badge = new Graphics();
  /** The cells' discs and the free centre: drawn once. */
  private readonly chips = new Graphics();
  /** The daubs over them, one per daubed cell, all drawing `daubDisc`. */
  private readonly daubs = new Container();
  private readonly daubDisc: GraphicsContext;
  private readonly daubOf = new Map<number, Graphics>();
  private readonly nearWin: NearWinGlow;
  private readonly toGoText: Text;
  private readonly numbers: Text[] = [];
  private readonly headerHeight = 18;
  /** What was drawn last, so a call restyles only the cells it daubed (a Text restyle re-rasterises). */
  private drawn: {
    daubed: boolean[];
    emphasis: Emphasis;
    line: string;
    lastCells: string;
  } | null = null;

  constructor(
    private readonly theme: StageTheme,
    private readonly columns: number,
    private readonly width_: number,
    private readonly height_: number,
    private readonly cellSize: number,
    cells: readonly number[],
    /** Each near-win pulse started, for the stage to stop with the scene. */
    onPulse: (tween: gsap.core.Tween) => void = () => {},
  ) {
    super();
    this.nearWin = new NearWinGlow(theme, width_, height_, onPulse);
    this.toGoText = label(theme, '', { fontSize: 13, fontWeight: 'bold', fill: 0xffffff });
    this.toGoText.tint = theme.palette.mutedText;
    this.toGoText.position.set(6, 3);
    const r = cellSize * 0.44;
    this.daubDisc = new GraphicsContext().circle(0, 0, r).fill(theme.palette.accent);
    // Labels name the parts for tests and QA (getChildByLabel), whatever their order.
    this.nearWin.glow.label = 'near-win-glow';
    this.nearWin.targets.label = 'near-win-rings';
    this.chips.label = 'chips';
    this.daubs.label = 'daubs';
    this.addChild(
      this.nearWin.glow,
      this.frame,
      this.badge,
      this.chips,
      this.daubs,
      this.nearWin.targets,
      this.toGoText,
    );
    cells.forEach((n, i) => {
      const { x, y } = this.cellCentre(i);
      // Free centre (75-ball) or blank (90-ball): a soft square, never a number.
      if (n === 0)
        this.chips.rect(x - r, y - r, r * 2, r * 2).fill({ color: theme.palette.chip, alpha: 0.8 });
      else this.chips.circle(x, y, r).fill(theme.palette.chip);
    });
    const fontSize = Math.max(8, Math.round(cellSize * 0.48));
    cells.forEach((n, i) => {
      const text = label(theme, n === 0 ? '' : String(n), { fontSize, fontWeight: 'bold', fill: 0xffffff });
      text.tint = theme.palette.text;
      text.label = `cell-${i}`;
      text.anchor.set(0.5);
      const { x, y } = this.cellCentre(i);
      text.position.set(x, y);
      this.numbers.push(text);
      this.addChild(text);
    });
  }

  /** Whether this card shows the near-win (one number from the pattern): the tests' and QA's handle. */
  get near(): boolean {
    return this.drawn?.emphasis === 'near';
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

  /** Draws the card's state; `animate` (rich mode) pulses the near-win, lite mode shows it still. */
  update(state: CardState, toGoLine: string, animate = false): void {
    const { palette, radius } = this.theme;
    const before = this.drawn;
    const emphasis = emphasisOf(state);
    if (!before || before.emphasis !== emphasis) {
      const edge =
        emphasis === 'won' ? palette.win : emphasis === 'near' ? palette.primary : palette.panelEdge;
      this.frame
        .clear()
        .roundRect(0, 0, this.width_, this.height_, Math.min(radius, 10))
        .fill(palette.panel)
        .stroke({ width: emphasis === 'far' ? 2 : emphasis === 'near' ? 3 : 4, color: edge });
      this.toGoText.tint =
        emphasis === 'won' ? palette.win : emphasis === 'near' ? 0xffffff : palette.mutedText;
    }
    if (!before || before.line !== toGoLine) this.toGoText.text = toGoLine;
    if (!before || before.line !== toGoLine || before.emphasis !== emphasis) {
      this.badge.clear();
      // The '1 to go' line as a badge in the theme's colour: seen across a screen of cards. Sized
      // from the line's length (13 px bold, ~7.5 px a character): measuring would rasterise the text.
      if (emphasis === 'near')
        this.badge
          .roundRect(3, 2, Math.min(this.width_ - 6, toGoLine.length * 7.5 + 10), this.headerHeight, 9)
          .fill(palette.primary);
      this.toGoText.x = emphasis === 'near' ? 8 : 6;
    }
    const lastCells = emphasis === 'near' ? state.lastCells : [];
    const lastKey = lastCells.join(',');
    if (!before || before.lastCells !== lastKey || before.emphasis !== emphasis)
      this.nearWin.show(
        emphasis === 'near',
        lastCells.map((i) => this.cellCentre(i)),
        this.cellSize * 0.5,
        animate,
      );
    // Most calls daub nothing on most cards: they are left as they are.
    const changed = !before || state.daubed.some((d, i) => d !== before.daubed[i]);
    if (!changed) {
      this.drawn = { daubed: before.daubed, emphasis, line: toGoLine, lastCells: lastKey };
      return;
    }
    state.cells.forEach((n, i) => {
      if (n === 0 || (before?.daubed[i] ?? false) === state.daubed[i]) return;
      this.showDaub(i, state.daubed[i]);
      this.numbers[i].tint = state.daubed[i] ? palette.chipText : palette.text;
    });
    this.drawn = { daubed: [...state.daubed], emphasis, line: toGoLine, lastCells: lastKey };
  }

  private showDaub(i: number, daubed: boolean): void {
    let daub = this.daubOf.get(i);
    if (!daub && daubed) {
      daub = new Graphics(this.daubDisc);
      const { x, y } = this.cellCentre(i);
      daub.position.set(x, y);
      this.daubOf.set(i, daub);
      this.daubs.addChild(daub);
    }
    if (daub) daub.visible = daubed;
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.nearWin.stop();
    super.destroy(options);
    // Shared by the daubs, so none of them destroys it.
    this.daubDisc.destroy();
  }
}
