import { Text, type TextStyleOptions } from 'pixi.js';
import type { Rect } from '../../engine/designLayout';
import type { StageTheme } from '../../engine/themes';

/** Text in the theme's font; one place so every label in a theme matches. */
export function label(theme: StageTheme, text: string, style: TextStyleOptions = {}): Text {
  return new Text({
    text,
    style: { fontFamily: theme.fontFamily, fill: theme.palette.text, fontSize: 18, ...style },
  });
}

/** The game's title in the design's header band, as every playout and board shows it. */
export function headerTitle(theme: StageTheme, text: string, header: Rect): Text {
  const title = label(theme, text, { fontSize: 26, fontWeight: 'bold', fill: 0xffffff });
  title.position.set(header.x, header.y + 4);
  return title;
}
