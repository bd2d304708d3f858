import { Container, Sprite, Texture } from 'pixi.js';
import type { Random } from '../../engine/determinism';
import type { StageTheme } from '../../engine/themes';
import type { DrawResult } from '../../../src/stores/playout/playoutShow';
import type { Rect } from '../../engine/designLayout';
import type { PlayoutView } from '../playout/view';
import { verdictText, type DrawPlayoutTexts } from '../playoutTexts';
import { label } from './labels';
import { RollingNumber } from './RollingNumber';
import { destroyTree } from '../../engine/destroyTree';

/**
 * Totals: numbers matched so far, then at the end the winnings and the progressive jackpot,
 * rolled up, with the result line and any win flags. A win scatters a few stars placed by the
 * stage's random source, which is seeded in deterministic mode.
 */
export class TotalsPanel extends Container {
  private readonly matched: RollingNumber;
  private readonly winnings: RollingNumber;
  private readonly progressive: RollingNumber;
  private readonly verdict;
  private readonly stars = new Container();

  constructor(
    private readonly theme: StageTheme,
    private readonly rect: Rect,
    private readonly result: DrawResult,
    formatMoney: (amount: number) => string,
    private readonly random: Random,
    private readonly star: Texture | null,
    private readonly texts: DrawPlayoutTexts,
  ) {
    super();
    const columns = [texts.matched, texts.winnings, texts.progressive];
    const colW = rect.w / columns.length;
    const values = columns.map((caption, i) => {
      const cap = label(theme, caption, { fontSize: 15, fill: theme.palette.mutedText });
      cap.anchor.set(0.5, 0);
      cap.position.set(colW * (i + 0.5), 10);
      const value = label(theme, '', {
        fontSize: rect.w < 500 ? 22 : 30,
        fontWeight: 'bold',
        fill: theme.palette.primary,
      });
      value.anchor.set(0.5, 0);
      value.position.set(colW * (i + 0.5), 32);
      this.addChild(cap, value);
      return value;
    });
    this.matched = new RollingNumber(values[0], (v) => String(Math.round(v)));
    this.winnings = new RollingNumber(values[1], (v) => formatMoney(Math.round(v * 100) / 100));
    this.progressive = new RollingNumber(values[2], (v) => formatMoney(Math.round(v * 100) / 100));
    this.verdict = label(theme, '', {
      fontSize: rect.w < 500 ? 18 : 22,
      fontWeight: 'bold',
      fill: theme.palette.win,
    });
    this.verdict.anchor.set(0.5, 0);
    this.verdict.position.set(rect.w / 2, rect.h - 38);
    this.addChild(this.stars, this.verdict);
  }

  render(view: PlayoutView, tl: gsap.core.Timeline | null): void {
    // Matches count up as the balls land (a lit number beside 'Matched 0' read as a fault);
    // winnings and the verdict wait for the end.
    this.matched.rollTo(view.matchedTotal, tl);
    this.winnings.rollTo(view.showWinnings ? this.result.winnings : 0, tl, 1.2);
    this.progressive.rollTo(this.result.progressive.amount, null);
    const text = view.showWinnings ? verdictText(this.texts, this.result, view.won) : '';
    if (text !== this.verdict.text) {
      this.verdict.text = text;
      this.verdict.style.fill = view.won ? this.theme.palette.win : this.theme.palette.mutedText;
      if (tl && text) tl.from(this.verdict, { alpha: 0, y: this.verdict.y + 12, duration: 0.5 }, 0.3);
    }
    this.scatterStars(view.showWinnings && view.won, tl);
  }

  private scatterStars(show: boolean, tl: gsap.core.Timeline | null): void {
    if (!show || !this.star) {
      this.stars.removeChildren().forEach(destroyTree);
      return;
    }
    if (this.stars.children.length) return;
    for (let i = 0; i < 8; i++) {
      const s = new Sprite(this.star);
      s.anchor.set(0.5);
      s.tint = this.theme.palette.accent;
      const size = 10 + this.random() * 14;
      s.width = s.height = size;
      s.position.set(this.random() * this.rect.w, 8 + this.random() * (this.rect.h - 16));
      s.rotation = this.random() * Math.PI;
      this.stars.addChild(s);
      if (tl) tl.from(s, { alpha: 0, duration: 0.4 }, 0.4 + i * 0.05);
    }
  }
}
