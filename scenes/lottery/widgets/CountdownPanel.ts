import { Container } from 'pixi.js';
import type { StageTheme } from '../../engine/themes';
import type { Rect } from '../../engine/designLayout';
import { countdownLabel } from '../playout/countdown';
import { label } from './labels';

/** "Draw starts in 00:10": the first page of the machine panel, paged up when the RNG starts. */
export class CountdownPanel extends Container {
  private readonly time;

  constructor(theme: StageTheme, rect: Rect, caption: string) {
    super();
    const captionText = label(theme, caption, { fontSize: 22, fill: theme.palette.mutedText });
    captionText.anchor.set(0.5);
    captionText.position.set(rect.w / 2, rect.h * 0.32);
    this.time = label(theme, '00:00', {
      fontSize: Math.round(rect.h * 0.28),
      fontWeight: 'bold',
      fill: theme.palette.primary,
    });
    this.time.anchor.set(0.5);
    this.time.position.set(rect.w / 2, rect.h * 0.6);
    this.addChild(captionText, this.time);
  }

  /** Returns whether the shown second changed, so the caller can tick. */
  setRemaining(ms: number): boolean {
    const text = countdownLabel(ms);
    if (text === this.time.text) return false;
    this.time.text = text;
    return true;
  }
}
