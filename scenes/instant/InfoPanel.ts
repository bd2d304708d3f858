import { Container, Graphics, type Text } from 'pixi.js';
import { formatMoney } from '../../protocol/money';
import type { Rect } from '../engine/designLayout';
import type { StageTheme } from '../engine/themes';
import { label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import type { InstantSceneTexts } from './instantTexts';

export interface InfoPanelOptions {
  theme: StageTheme;
  rect: Rect;
  texts: InstantSceneTexts;
  currencyId: string;
  priceMinor: number;
  rule: string;
  keys: string;
  /** The panel's one button (reveal all, spin, call a letter). */
  action: string;
  onAction(): void;
  narrow: boolean;
}

/**
 * The side panel every instant scene shows beside its ticket: the rule, the price, the prize
 * (rolling up at the end), the result line, the action button and the keyboard hint.
 */
export class InfoPanel extends Container {
  readonly amount: Text;
  readonly result: Text;
  readonly button: Container;
  private readonly opts: InfoPanelOptions;

  constructor(opts: InfoPanelOptions) {
    super();
    this.opts = opts;
    const { theme, rect, texts, narrow } = opts;
    this.position.set(rect.x, rect.y);
    this.addChild(panel(theme, rect));
    const wrap = { wordWrap: true, wordWrapWidth: rect.w - 32 };
    const rule = label(theme, opts.rule, { fontSize: narrow ? 14 : 18, fontWeight: 'bold', ...wrap });
    rule.position.set(16, 14);
    const price = label(theme, texts.price(this.money(opts.priceMinor)), {
      fontSize: 15,
      fill: theme.palette.mutedText,
    });
    price.position.set(16, narrow ? 40 : 66);
    const caption = label(theme, texts.prize, { fontSize: 15, fill: theme.palette.mutedText });
    caption.position.set(narrow ? rect.w / 2 : 16, narrow ? 40 : 110);
    this.amount = label(theme, '', {
      fontSize: narrow ? 24 : 36,
      fontWeight: 'bold',
      fill: theme.palette.win,
    });
    this.amount.position.set(narrow ? rect.w / 2 : 16, narrow ? 56 : 132);
    this.result = label(theme, '', { fontSize: narrow ? 17 : 22, fontWeight: 'bold', ...wrap });
    this.result.position.set(16, narrow ? 88 : 190);
    const buttonRect = narrow
      ? { x: 16, y: rect.h - 80, w: rect.w - 32, h: 40 }
      : { x: 16, y: rect.h - 118, w: rect.w - 32, h: 52 };
    this.button = this.makeButton(opts.action, buttonRect);
    const keys = label(theme, opts.keys, { fontSize: 12, fill: theme.palette.mutedText, ...wrap });
    keys.position.set(16, rect.h - (narrow ? 32 : 54));
    this.addChild(rule, price, caption, this.amount, this.result, this.button, keys);
    this.showAmount(0);
  }

  money(minor: number): string {
    return formatMoney(minor, this.opts.currencyId, { unit: 'minor' });
  }

  showAmount(minor: number): void {
    this.amount.text = this.money(minor);
  }

  /** The ticket is done: the result line, and the button greys out. */
  finish(prizeMinor: number): void {
    const { texts, theme } = this.opts;
    this.result.text = prizeMinor > 0 ? texts.youWon(this.money(prizeMinor)) : texts.noWin;
    this.result.style.fill = prizeMinor > 0 ? theme.palette.win : theme.palette.text;
    this.setEnabled(false);
  }

  setEnabled(enabled: boolean): void {
    this.button.alpha = enabled ? 1 : 0.45;
    this.button.eventMode = enabled ? 'static' : 'none';
  }

  private makeButton(text: string, rect: Rect): Container {
    const { theme } = this.opts;
    const button = new Container();
    button.label = 'action';
    button.position.set(rect.x, rect.y);
    const bg = new Graphics()
      .roundRect(0, 0, rect.w, rect.h, Math.min(theme.radius, rect.h / 2))
      .fill(theme.palette.accent);
    const caption = label(theme, text, { fontSize: 20, fontWeight: 'bold', fill: theme.palette.chipText });
    caption.anchor.set(0.5);
    caption.position.set(rect.w / 2, rect.h / 2);
    button.addChild(bg, caption);
    button.eventMode = 'static';
    button.cursor = 'pointer';
    button.on('pointertap', () => this.opts.onAction());
    return button;
  }
}
