import { Graphics } from 'pixi.js';
import type { StageTheme } from '../../engine/themes';
import type { Rect } from '../../engine/designLayout';

/** A themed rounded panel behind a group of widgets. */
export function panel(theme: StageTheme, rect: Rect): Graphics {
  return new Graphics()
    .roundRect(0, 0, rect.w, rect.h, theme.radius)
    .fill(theme.palette.panel)
    .stroke({ width: 2, color: theme.palette.panelEdge });
}
