import { Container, type Texture } from 'pixi.js';
import type { StageTheme } from '../../engine/themes';
import { BallView } from '../art/BallView';
import type { Rect } from '../../engine/designLayout';
import type { PlayoutView } from '../playout/view';
import { destroyTree } from '../../engine/destroyTree';

/** Every landed ball in draw order, small; bonus balls after a gap. */
export class DrawnStrip extends Container {
  private readonly balls: BallView[] = [];

  constructor(
    private readonly theme: StageTheme,
    private readonly rect: Rect,
    private readonly shine: Texture | null,
  ) {
    super();
  }

  render(view: PlayoutView, tl: gsap.core.Timeline | null): void {
    const count = view.totalBalls;
    const gap = 6;
    const bonusGap = 14;
    const hasSecond = view.revealed.some((b) => b.set === 'second') || view.current?.set === 'second';
    const diameter = Math.min(
      this.rect.h - 12,
      (this.rect.w - 16 - (count - 1) * gap - (hasSecond ? bonusGap : 0)) / Math.max(1, count),
    );
    const r = diameter / 2;
    while (this.balls.length > view.revealed.length) destroyTree(this.balls.pop()!);
    view.revealed.forEach((shown, i) => {
      let ball = this.balls[i];
      const isNew = !ball;
      if (!ball) {
        ball = new BallView(this.theme, r, this.shine);
        this.balls.push(ball);
        this.addChild(ball);
      }
      ball.setNumber(shown.number);
      const x = 8 + r + i * (diameter + gap) + (shown.set === 'second' ? bonusGap : 0);
      ball.position.set(x, this.rect.h / 2);
      if (isNew && tl) tl.from(ball, { alpha: 0, duration: 0.3 }, 0.2);
    });
  }
}
