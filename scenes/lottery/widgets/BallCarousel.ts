import { Container, type Texture } from 'pixi.js';
import type { StageTheme } from '../../engine/themes';
import { BallView } from '../art/BallView';
import type { Rect } from '../../engine/designLayout';
import { CAROUSEL_SIZE } from '../playout/transitions';
import type { PlayoutView } from '../playout/view';
import { destroyTree } from '../../engine/destroyTree';

type Timeline = gsap.core.Timeline;

/**
 * The machine's three ball positions. Views are keyed by draw slot, so a ball keeps its view as
 * it moves left; from slot 3 on the oldest slides out and the new one slides in (carousel-swap).
 * The ball being drawn is shown larger, rolling as a '?' until it lands.
 */
export class BallCarousel extends Container {
  private readonly views = new Map<number, BallView>();
  private readonly radius: number;
  private readonly spacing: number;
  private currentSlot = -1;

  constructor(
    private readonly theme: StageTheme,
    private readonly rect: Rect,
    private readonly shine: Texture | null,
  ) {
    super();
    this.radius = Math.min(rect.h * 0.2, rect.w / 9);
    this.spacing = rect.w / (CAROUSEL_SIZE + 1);
  }

  /** The ball now rolling, for the scene's wobble; null when none is. */
  get rolling(): BallView | null {
    return this.rollingSlot >= 0 ? (this.views.get(this.rollingSlot) ?? null) : null;
  }

  private rollingSlot = -1;

  render(view: PlayoutView, tl: Timeline | null): void {
    const entries = view.carousel;
    const keep = new Set(entries.map((e) => e.ball.slot));
    for (const [slot, ball] of this.views) {
      if (keep.has(slot)) continue;
      this.views.delete(slot);
      if (tl)
        tl.to(ball, { x: ball.x - this.spacing, alpha: 0, duration: 0.45, ease: 'power2.in' }, 0).call(
          () => destroyTree(ball),
          [],
          '>',
        );
      else destroyTree(ball);
    }
    this.currentSlot = view.current?.slot ?? -1;
    this.rollingSlot = view.current && !view.currentLanded ? view.current.slot : -1;
    entries.forEach((entry, position) => {
      const x = this.spacing * (position + 1);
      const y = this.rect.h * 0.55;
      const scale = entry.ball.slot === this.currentSlot ? 1.2 : 1;
      let ball = this.views.get(entry.ball.slot);
      const isNew = !ball;
      if (!ball) {
        ball = new BallView(this.theme, this.radius, this.shine);
        this.views.set(entry.ball.slot, ball);
        this.addChild(ball);
      }
      const wasRolling = ball.rotation !== 0 || isNew;
      ball.rotation = 0;
      ball.setNumber(entry.landed ? entry.ball.number : null);
      if (!tl) {
        ball.position.set(x, y);
        ball.scale.set(scale);
        ball.alpha = 1;
        return;
      }
      if (isNew) {
        ball.position.set(x + this.spacing, y);
        ball.alpha = 0;
        ball.scale.set(scale);
        tl.to(ball, { x, alpha: 1, duration: 0.5, ease: 'power2.out' }, 0.1);
      } else {
        tl.to(ball, { x, y, duration: 0.45, ease: 'power2.inOut' }, 0);
        const landing = entry.landed && entry.ball.slot === this.currentSlot && wasRolling;
        if (landing)
          tl.fromTo(
            ball.scale,
            { x: scale * 0.6, y: scale * 0.6 },
            { x: scale, y: scale, duration: 0.4, ease: 'back.out(2)' },
            0,
          );
        else tl.to(ball.scale, { x: scale, y: scale, duration: 0.3 }, 0);
      }
    });
  }
}
