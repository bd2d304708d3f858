import { Container, Graphics, Text } from 'pixi.js';
import { ballColor, type StageTheme } from '../../engine/themes';

interface Cell {
  number: number;
  node: Container;
  disc: Graphics;
  text: Text;
}

/**
 * One set's balls, 1..range, in rows. A chosen ball takes its band colour; the keyboard cursor
 * draws an accent ring. Taps call back with the number; the board forwards them to the store.
 */
export class BallGrid extends Container {
  private readonly cells: Cell[] = [];
  readonly cellSize: number;

  constructor(
    private readonly theme: StageTheme,
    range: number,
    columns: number,
    width: number,
    onTap: (number: number) => void,
  ) {
    super();
    this.cellSize = Math.min(56, Math.floor(width / columns));
    for (let n = 1; n <= range; n++) {
      const node = new Container();
      const i = n - 1;
      node.position.set(
        (i % columns) * this.cellSize + this.cellSize / 2,
        Math.floor(i / columns) * this.cellSize + this.cellSize / 2,
      );
      const disc = new Graphics();
      const text = new Text({
        text: String(n),
        style: {
          fontFamily: theme.fontFamily,
          fontSize: Math.round(this.cellSize * 0.36),
          fontWeight: 'bold',
        },
      });
      text.anchor.set(0.5);
      node.addChild(disc, text);
      node.eventMode = 'static';
      node.cursor = 'pointer';
      node.on('pointertap', () => onTap(n));
      this.addChild(node);
      this.cells.push({ number: n, node, disc, text });
    }
  }

  get rows(): number {
    return Math.ceil(this.cells.length / Math.max(1, Math.round(this.width / this.cellSize)));
  }

  /** Redraws every ball: chosen ones coloured, `focus` (a number, or 0) ringed, `flash` highlighted. */
  render(chosen: readonly number[], focus: number, flash: ReadonlySet<number> = new Set()): void {
    const { palette, ball } = this.theme;
    const r = this.cellSize / 2 - 4;
    for (const cell of this.cells) {
      const on = chosen.includes(cell.number);
      const lit = flash.has(cell.number);
      cell.disc.clear();
      if (cell.number === focus) cell.disc.circle(0, 0, r + 3).stroke({ width: 3, color: palette.accent });
      cell.disc.circle(0, 0, r).fill(on || lit ? ballColor(ball, cell.number) : palette.chip);
      cell.disc.circle(0, 0, r).stroke({ width: 2, color: on ? ball.outline : palette.panelEdge });
      if (on && ball.style === 'glossy') cell.disc.circle(0, 0, r * 0.6).fill(0xffffff);
      cell.text.style.fill = on ? ball.numberColor : palette.chipText;
    }
  }

  /** The ball node of a number (for the lucky dip's pop). */
  nodeOf(number: number): Container | null {
    return this.cells[number - 1]?.node ?? null;
  }
}
