import { Container, Graphics } from 'pixi.js';
import type { Rect } from '../../engine/designLayout';
import type { StageTheme } from '../../engine/themes';
import { countdownLabel } from '../playout/countdown';
import { label } from '../widgets/labels';

/** What the pre-show tells beside the tumbling drum; amounts come formatted. */
export interface PreShowFacts {
  jackpotCaption: string;
  jackpot: string;
  /** "12 players", or '' when unknown (a replay). */
  players: string;
}

/** Beside the drum until the draw starts: "Draw starts in", mm:ss, the jackpot and the players. */
export class PreShowPanel extends Container {
  private readonly time;
  private readonly jackpotCaption;
  private readonly jackpot;
  private readonly players;

  /** `area` is the part of the machine beside the drum the pre-show covers (chute and cup included). */
  constructor(theme: StageTheme, area: Rect, caption: string) {
    super();
    const { palette } = theme;
    const scale = area.h / 300;
    const centreX = area.x + area.w / 2;
    this.addChild(new Graphics().roundRect(area.x, area.y, area.w, area.h, theme.radius).fill(palette.panel));
    const text = (value: string, size: number, fill: number, y: number, bold = false) => {
      const t = label(theme, value, {
        fontSize: Math.round(size * scale),
        fill,
        fontWeight: bold ? 'bold' : 'normal',
      });
      t.anchor.set(0.5);
      t.position.set(centreX, area.y + (y - 20) * scale);
      this.addChild(t);
      return t;
    };
    text(caption, 18, palette.mutedText, 48);
    this.time = text('00:00', 58, palette.primary, 100, true);
    this.jackpotCaption = text('', 15, palette.mutedText, 168);
    this.jackpot = text('', 30, palette.win, 200, true);
    this.players = text('', 17, palette.text, 252);
  }

  /** Returns whether the shown second changed, so the scene can tick. */
  setRemaining(ms: number): boolean {
    const value = countdownLabel(ms);
    if (value === this.time.text) return false;
    this.time.text = value;
    return true;
  }

  setFacts(facts: PreShowFacts): void {
    if (this.jackpot.text !== facts.jackpot) this.jackpot.text = facts.jackpot;
    if (this.jackpotCaption.text !== facts.jackpotCaption) this.jackpotCaption.text = facts.jackpotCaption;
    if (this.players.text !== facts.players) this.players.text = facts.players;
  }
}
