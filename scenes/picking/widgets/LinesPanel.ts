import { Container, Graphics } from 'pixi.js';
import { ballColor, type StageTheme } from '../../engine/themes';
import type { Rect } from '../../engine/designLayout';
import { parsePlay } from '../../lottery/playout/plays';
import { label } from '../../lottery/widgets/labels';
import { panel } from '../../lottery/widgets/panel';
import { destroyTree } from '../../engine/destroyTree';

const ROW_H = 36;
const CHIP = 26;

/** The lines picked so far (as the store holds them), one row of coloured chips per line. */
export class LinesPanel extends Container {
  private readonly rowsHolder = new Container();
  private readonly empty;

  constructor(
    private readonly theme: StageTheme,
    private readonly rect: Rect,
    title: string,
    emptyText: string,
  ) {
    super();
    this.position.set(rect.x, rect.y);
    const heading = label(theme, title, { fontSize: 20, fontWeight: 'bold' });
    heading.position.set(16, 12);
    this.empty = label(theme, emptyText, { fontSize: 15, fill: theme.palette.mutedText });
    this.empty.position.set(16, 48);
    this.addChild(panel(theme, rect), heading, this.empty, this.rowsHolder);
  }

  /** Rebuilds the rows; returns the row of the newest line (for its entrance). */
  render(lines: readonly string[]): Container | null {
    this.rowsHolder.removeChildren().forEach(destroyTree);
    this.empty.visible = lines.length === 0;
    const fit = Math.max(1, Math.floor((this.rect.h - 52) / ROW_H));
    const shown = lines.slice(-fit);
    let last: Container | null = null;
    shown.forEach((line, row) => {
      const play = parsePlay(line);
      const holder = new Container();
      holder.position.set(16, 48 + row * ROW_H);
      const index = label(this.theme, `${lines.length - shown.length + row + 1}.`, {
        fontSize: 14,
        fill: this.theme.palette.mutedText,
      });
      index.position.set(0, 5);
      holder.addChild(index);
      [...play.main, ...play.second].forEach((n, i) => {
        const second = i >= play.main.length;
        const x = 28 + i * (CHIP + 4) + (second ? 8 : 0);
        const chip = new Graphics()
          .circle(x + CHIP / 2, CHIP / 2, CHIP / 2)
          .fill(second ? this.theme.palette.accent : ballColor(this.theme.ball, n));
        const text = label(this.theme, String(n), {
          fontSize: 12,
          fontWeight: 'bold',
          fill: this.theme.ball.numberColor,
        });
        text.anchor.set(0.5);
        text.position.set(x + CHIP / 2, CHIP / 2);
        holder.addChild(chip, text);
      });
      this.rowsHolder.addChild(holder);
      last = holder;
    });
    return last;
  }
}
