import type { Text } from 'pixi.js';

/**
 * A number shown as text that rolls from its old value to a new one (the roll-up). Without a
 * timeline it jumps, which is also how lite mode and jumps to a state show it.
 */
export class RollingNumber {
  private value = 0;
  private readonly shown = { value: 0 };

  constructor(
    readonly text: Text,
    private readonly format: (value: number) => string,
  ) {
    text.text = format(0);
  }

  get current(): number {
    return this.value;
  }

  rollTo(value: number, tl: gsap.core.Timeline | null, duration = 0.8): void {
    if (value === this.value && this.text.text === this.format(value)) return;
    this.value = value;
    if (!tl) {
      this.shown.value = value;
      this.text.text = this.format(value);
      return;
    }
    tl.to(
      this.shown,
      {
        value,
        duration,
        ease: 'power1.out',
        onUpdate: () => {
          this.text.text = this.format(this.shown.value);
        },
        onComplete: () => {
          this.text.text = this.format(value);
        },
      },
      0,
    );
  }
}
