import gsap from 'gsap';
import { Graphics } from 'pixi.js';
import type { StageTheme } from '../engine/themes';

/**
 * A card's near-win tension: a glow around the card and a ring on each cell that would complete
 * the pattern. Rich mode breathes both (one looping tween); lite and deterministic baselines see
 * them still, so a state renders the same each time it is shown without time moving.
 */
export class NearWinGlow {
  readonly glow = new Graphics();
  readonly targets = new Graphics();
  private pulse: gsap.core.Tween | null = null;

  constructor(
    private readonly theme: StageTheme,
    private readonly width: number,
    private readonly height: number,
    private readonly onPulse: (tween: gsap.core.Tween) => void,
  ) {
    this.glow.visible = false;
    this.targets.visible = false;
  }

  show(on: boolean, cells: readonly { x: number; y: number }[], radius: number, animate: boolean): void {
    this.stop();
    const { palette } = this.theme;
    this.glow.clear();
    this.targets.clear();
    this.glow.visible = on;
    this.targets.visible = on;
    if (!on) return;
    const corner = Math.min(this.theme.radius, 10) + 4;
    // The accent (the daubs' colour) as a halo: the card is about to be daubed into a win.
    for (const [spread, alpha] of [
      [7, 0.2],
      [5, 0.35],
      [3, 0.6],
    ] as const)
      this.glow
        .roundRect(-spread, -spread, this.width + 2 * spread, this.height + 2 * spread, corner + spread)
        .fill({ color: palette.accent, alpha });
    // The missing cell: a ring (a daub would be a filled disc), in the accent with a primary edge.
    for (const { x, y } of cells)
      this.targets
        .circle(x, y, radius)
        .fill({ color: palette.accent, alpha: 0.25 })
        .stroke({ width: 4, color: palette.accent })
        .circle(x, y, radius + 2)
        .stroke({ width: 1.5, color: palette.primary });
    if (!animate) return;
    this.pulse = gsap.fromTo(
      [this.glow, this.targets],
      { alpha: 1 },
      { alpha: 0.55, duration: 0.7, ease: 'sine.inOut', yoyo: true, repeat: -1 },
    );
    this.onPulse(this.pulse);
  }

  stop(): void {
    this.pulse?.kill();
    this.pulse = null;
    this.glow.alpha = 1;
    this.targets.alpha = 1;
  }
}
