import { Container, Graphics, Text } from 'pixi.js';
import type { BingoGameView } from '../../protocol/bingo';
import type { Rect } from '../engine/designLayout';
import type { StageTheme } from '../engine/themes';
import { label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import type { BingoPattern } from '../../protocol/constants';

/** The panel's texts (a part of the hall's, BingoSceneTexts). */
export interface BingoWatchTexts {
  /** Its heading, the note under it and an unwon pattern's status. */
  watching: string;
  noCards: string;
  notWonYet: string;
  pattern(pattern: BingoPattern): string;
  prize(amount: number): string;
  wonBy(pattern: string, names: string, amount: number): string;
}

/** Pattern rows the panel has room for (the demo's rooms play three). */
const MAX_ROWS = 5;

/**
 * Where a player's cards would be, for someone watching a room without cards: what the game is
 * played for, pattern by pattern (its prize, who won it or that it is still to win, the one in play
 * marked), so the hall is not half empty. Redrawn from the game view on every call.
 */
export class BingoWatchPanel extends Container {
  private readonly rows: { marker: Graphics; name: Text; status: Text }[] = [];

  constructor(
    private readonly theme: StageTheme,
    rect: Rect,
    texts: Pick<BingoWatchTexts, 'watching' | 'noCards'>,
  ) {
    super();
    this.label = 'BingoWatchPanel';
    this.position.set(rect.x, rect.y);
    this.addChild(panel(theme, rect));
    const pad = rect.w > 400 ? 28 : 16;
    const title = label(theme, texts.watching, { fontSize: rect.w > 400 ? 26 : 20, fontWeight: 'bold' });
    title.position.set(pad, pad);
    const note = label(theme, texts.noCards, { fontSize: 15, fill: theme.palette.mutedText });
    note.position.set(pad, pad + 38);
    this.addChild(title, note);
    const rowH = Math.min(72, (rect.h - pad * 2 - 80) / MAX_ROWS);
    for (let i = 0; i < MAX_ROWS; i++) {
      const y = pad + 80 + i * rowH;
      const marker = new Graphics().roundRect(0, 0, 6, rowH - 14, 3).fill(theme.palette.primary);
      marker.position.set(pad, y);
      const name = label(theme, '', { fontSize: rect.w > 400 ? 20 : 16, fontWeight: 'bold' });
      name.position.set(pad + 18, y);
      const status = label(theme, '', {
        fontSize: 14,
        fill: theme.palette.mutedText,
        wordWrap: true,
        wordWrapWidth: rect.w - pad * 2 - 18,
      });
      status.position.set(pad + 18, y + (rect.w > 400 ? 28 : 22));
      this.addChild(marker, name, status);
      this.rows.push({ marker, name, status });
    }
  }

  update(view: BingoGameView | null, texts: BingoWatchTexts): void {
    const patterns = view?.patterns ?? [];
    this.rows.forEach((row, i) => {
      const p = patterns[i];
      row.marker.visible = !!p && !view?.finished && i === view?.patternIndex;
      row.name.visible = row.status.visible = !!p;
      if (!p) return;
      row.name.text = `${texts.pattern(p.pattern)} · ${texts.prize(p.prize)}`;
      const winners = p.winners ?? [];
      row.status.text = winners.length
        ? texts.wonBy(
            texts.pattern(p.pattern),
            winners.map((w) => w.screenName).join(', '),
            winners.reduce((s, w) => s + w.prize, 0),
          )
        : texts.notWonYet;
      row.status.style.fill = winners.length ? this.theme.palette.win : this.theme.palette.mutedText;
    });
  }
}
