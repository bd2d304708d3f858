import { Text, type TextStyleOptions } from 'pixi.js';
import type { StageTheme } from '../../engine/themes';

/** Text in the theme's font; one place so every label in a theme matches. */
export function label(theme: StageTheme, text: string, style: TextStyleOptions = {}): Text {
  return new Text({
    text,
    style: { fontFamily: theme.fontFamily, fill: theme.palette.text, fontSize: 18, ...style },
  });
}
