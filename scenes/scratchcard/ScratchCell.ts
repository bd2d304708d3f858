import { Container, Graphics } from 'pixi.js';
import type { Rect } from '../engine/designLayout';
import type { StageTheme } from '../engine/themes';
import { AUTO_REVEAL_AT, Coverage } from './coverage';

const FOIL = 0xc3c9d3;
const FOIL_SHEEN = 0xdde2ea;
/**
 * Brush stamps per mask layer. PixiJS tessellates a Graphics again, whole, whenever it changes: one
 * Graphics gaining a circle per stamp made every stamp cost as much as all before it, and a player
 * scribbling in one corner (never reaching the auto-reveal) slowed each frame without bound. A new
 * layer every LAYER_STAMPS keeps a stamp's cost fixed; the layers are one stencil mask together,
 * so the uncovered pixels are the same union of circles.
 */
export const LAYER_STAMPS = 32;

/**
 * One scratch cell: the printed face (content) above a silver foil, seen only through a mask the
 * player's brush strokes paint, so scratching uncovers the face exactly along the pointer's path.
 * Once revealed the mask goes and the face shows whole.
 */
export class ScratchCell extends Container {
  readonly content = new Container();
  readonly coverage: Coverage;
  private readonly foil: Graphics;
  /** The stencil mask: layers of brush stamps (Graphics), the last one taking new stamps. */
  private scratchMask: Container | null = new Container();
  private ring: Graphics | null = null;
  private isRevealed = false;

  constructor(
    theme: StageTheme,
    readonly rect: Rect,
    face: (content: Container) => void,
  ) {
    super();
    this.position.set(rect.x, rect.y);
    this.coverage = new Coverage(rect.w, rect.h);
    const radius = Math.min(theme.radius, rect.w / 6);
    this.foil = new Graphics().roundRect(0, 0, rect.w, rect.h, radius).fill(FOIL);
    for (let i = 1; i < 4; i++)
      this.foil
        .moveTo((rect.w * i) / 4, 4)
        .lineTo((rect.w * (i - 1)) / 4 + 4, rect.h - 4)
        .stroke({ width: 6, color: FOIL_SHEEN });
    this.foil.roundRect(0, 0, rect.w, rect.h, radius).stroke({ width: 2, color: theme.palette.panelEdge });
    const paper = new Graphics()
      .roundRect(0, 0, rect.w, rect.h, radius)
      .fill(theme.palette.chip)
      .stroke({ width: 2, color: theme.palette.panelEdge });
    this.content.addChild(paper);
    face(this.content);
    this.content.mask = this.scratchMask;
    this.addChild(this.foil, this.content, this.scratchMask!);
  }

  get revealed(): boolean {
    return this.isRevealed;
  }

  /** Whether a brush of `radius` at (x, y) in card coordinates touches this cell. */
  touches(x: number, y: number, radius: number): boolean {
    const { rect } = this;
    return (
      x > rect.x - radius &&
      x < rect.x + rect.w + radius &&
      y > rect.y - radius &&
      y < rect.y + rect.h + radius
    );
  }

  /** Scratches at (x, y) in card coordinates; true when this stroke crossed the auto-reveal threshold. */
  scratch(x: number, y: number, radius: number): boolean {
    if (this.isRevealed || !this.scratchMask) return false;
    const lx = x - this.rect.x;
    const ly = y - this.rect.y;
    // A stamp is one fill instruction of its layer's context.
    let layer = this.scratchMask.children.at(-1) as Graphics | undefined;
    if (!layer || layer.context.instructions.length >= LAYER_STAMPS)
      layer = this.scratchMask.addChild(new Graphics());
    layer.circle(lx, ly, radius).fill(0xffffff);
    this.coverage.scratch(lx, ly, radius);
    return this.coverage.fraction >= AUTO_REVEAL_AT;
  }

  /** Shows the face whole: the mask and the foil go. */
  reveal(): void {
    if (this.isRevealed) return;
    this.isRevealed = true;
    this.coverage.fill();
    this.content.mask = null;
    if (this.scratchMask) {
      this.scratchMask.removeFromParent();
      this.scratchMask.destroy({ children: true, context: true });
      this.scratchMask = null;
    }
    this.foil.visible = false;
  }

  /** A ring around the cell: the keyboard focus, or a winning cell once the card is done. */
  setRing(color: number | null, width = 4): void {
    this.ring?.removeFromParent();
    this.ring?.destroy({ context: true });
    this.ring = null;
    if (color === null) return;
    this.ring = new Graphics()
      .roundRect(-width, -width, this.rect.w + width * 2, this.rect.h + width * 2, 10)
      .stroke({ width, color });
    this.addChild(this.ring);
  }
}
