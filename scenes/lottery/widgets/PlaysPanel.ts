import { Container, Graphics, Text } from 'pixi.js';
import { ballColor, type StageTheme } from '../../engine/themes';
import type { Rect } from '../../engine/designLayout';
import type { PlayoutView } from '../playout/view';
import type { DrawPlayoutTexts } from '../playoutTexts';
import { label } from './labels';

const ROW_H = 40;
const CHIP = 30;
const CHIP_GAP = 6;

interface Chip {
  number: number;
  bg: Graphics;
  text: Text;
  lit: boolean;
}

/**
 * The player's lines as rows of number chips; a chip lights in its ball colour with the theme's
 * match ring once that number's ball has landed. Lines that do not fit are summed up as "+N more".
 */
export class PlaysPanel extends Container {
  private readonly rows: Chip[][] = [];

  constructor(
    private readonly theme: StageTheme,
    private readonly rect: Rect,
    view: PlayoutView,
    texts: Pick<DrawPlayoutTexts, 'myPlays' | 'morePlays'>,
  ) {
    super();
    const title = label(theme, texts.myPlays, { fontSize: 20, fontWeight: 'bold' });
    title.position.set(16, 12);
    this.addChild(title);
    const fit = Math.max(1, Math.floor((rect.h - 56) / ROW_H));
    const shown = view.plays.length > fit ? fit - 1 : view.plays.length;
    view.plays
      .slice(0, shown)
      .forEach(({ play }, row) => this.addRow(play.main, play.second, 48 + row * ROW_H));
    if (shown < view.plays.length) {
      const more = label(theme, texts.morePlays(view.plays.length - shown), {
        fontSize: 16,
        fill: theme.palette.mutedText,
      });
      more.position.set(16, 56 + shown * ROW_H);
      this.addChild(more);
    }
  }

  private addRow(main: number[], second: number[], y: number): void {
    const chips: Chip[] = [];
    let x = 16;
    const add = (number: number) => {
      const bg = new Graphics();
      const text = label(this.theme, String(number), {
        fontSize: 15,
        fontWeight: 'bold',
        fill: this.theme.palette.chipText,
      });
      text.anchor.set(0.5);
      bg.position.set(x, y);
      text.position.set(x + CHIP / 2, y + CHIP / 2);
      this.addChild(bg, text);
      const chip = { number, bg, text, lit: false };
      this.paint(chip);
      chips.push(chip);
      x += CHIP + CHIP_GAP;
    };
    main.forEach(add);
    if (second.length) {
      const plus = label(this.theme, '+', { fontSize: 18, fill: this.theme.palette.mutedText });
      plus.position.set(x, y + 4);
      this.addChild(plus);
      x += 18;
      second.forEach(add);
    }
    this.rows.push(chips);
  }

  private paint(chip: Chip): void {
    const { palette, ball } = this.theme;
    chip.bg.clear();
    if (chip.lit) {
      chip.bg.circle(CHIP / 2, CHIP / 2, CHIP / 2 + 3).fill(ball.matchRing);
      chip.bg.circle(CHIP / 2, CHIP / 2, CHIP / 2).fill(ballColor(ball, chip.number));
    } else {
      chip.bg
        .circle(CHIP / 2, CHIP / 2, CHIP / 2)
        .fill(palette.chip)
        .stroke({ width: 1, color: palette.panelEdge });
    }
    chip.text.style.fill = chip.lit ? ball.numberColor : palette.chipText;
  }

  /** Lights the chips of landed numbers; returns how many lit just now (for the match cue). */
  render(view: PlayoutView, tl: gsap.core.Timeline | null): number {
    let newlyLit = 0;
    this.rows.forEach((chips, row) => {
      const lit = view.plays[row].lit;
      const mainCount = view.plays[row].play.main.length;
      chips.forEach((chip, i) => {
        const want = (i < mainCount ? lit.main : lit.second).includes(chip.number);
        if (want === chip.lit) return;
        chip.lit = want;
        this.paint(chip);
        if (want) newlyLit += 1;
        if (want && tl) tl.from(chip.bg, { alpha: 0, duration: 0.35 }, 0.25);
      });
    });
    return newlyLit;
  }
}
