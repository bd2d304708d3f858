import { Container, Graphics } from 'pixi.js';
import gsap from 'gsap';
import { reaction } from 'mobx';
import { isNarrow } from '../engine/breakpoints';
import type { StageContext } from '../engine/stageContext';
import { addDesignStage, fitDesignStage } from '../engine/designStage';
import { headerTitle, label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import { pickingLayout, type PickingLayout } from './layout';
import {
  DEFAULT_PICKING_TEXTS,
  type PickingGame,
  type PickingSource,
  type PickingTexts,
} from './pickingSource';
import { keyAction, keyBelongsToPage, moveFocus } from './keyboard';
import { BallGrid } from './widgets/BallGrid';
import { LinesPanel } from './widgets/LinesPanel';
import { destroyTree } from '../engine/destroyTree';

export interface PickingBoardProps {
  picking: PickingSource;
  texts?: Partial<PickingTexts>;
}

/** Lucky dip: how many shimmer steps run before the store picks, and how long each lasts. */
const DIP_STEPS = 6;
const DIP_STEP_S = 0.07;

/**
 * The number picking board: the ball grid for the game's range, the second set, the lines panel,
 * a lucky dip with a shimmer, and keyboard play (arrows move, Enter or Space picks, L dips,
 * Backspace removes the last line). It reads and calls the same picking store as the DOM picker.
 */
export class PickingBoardScene extends Container {
  static readonly assetBundles = [];

  private picking!: PickingSource;
  private texts: PickingTexts = DEFAULT_PICKING_TEXTS;
  private game!: PickingGame;
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private keyFocus: { set: 1 | 2; number: number } = { set: 1, number: 0 };
  private dipping: gsap.core.Timeline | null = null;
  private lineCount = 0;
  private parts: {
    layout: PickingLayout;
    background: Graphics;
    design: Container;
    main: BallGrid;
    second: BallGrid | null;
    lines: LinesPanel;
  } | null = null;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'PickingBoardScene';
  }

  prepare(props: PickingBoardProps): void {
    this.picking = props.picking;
    this.texts = { ...DEFAULT_PICKING_TEXTS, ...props.texts };
    const game = props.picking.game;
    if (!game) throw new Error('the picking board needs an open game in the picking store');
    this.game = { ...game };
    this.lineCount = props.picking.lines.length;
    const picking = props.picking;
    this.ctx.disposables.add(
      reaction(
        () => [picking.main.slice(), picking.second.slice(), picking.lines.slice(), picking.canAddLine],
        () => this.render(),
        { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    );
    this.ctx.disposables.listen(window, 'keydown', (e) => this.onKey(e));
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
  }

  hide(): void {
    this.dipping?.progress(1);
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, width, height, backgroundEdge);
  }

  /** Lucky dip: a short shimmer over the grid, then the store picks the numbers. */
  luckyDip(): void {
    if (this.dipping || !this.picking.canAddLine || this.picking.state !== 'open') return;
    const tl = this.ctx.disposables.track(gsap.timeline());
    this.dipping = tl;
    const rich = this.ctx.richAnimations('lottery');
    const steps = rich ? DIP_STEPS : 0;
    for (let step = 0; step < steps; step++) {
      tl.call(() => this.shimmer(), [], step * DIP_STEP_S);
    }
    tl.call(
      () => {
        this.dipping = null;
        this.picking.luckyDip();
      },
      [],
      steps * DIP_STEP_S,
    );
  }

  private shimmer(): void {
    const parts = this.parts;
    if (!parts) return;
    const flash = new Set<number>();
    while (flash.size < Math.min(this.game.gamePlaySize, this.game.drawRange))
      flash.add(1 + Math.floor(this.ctx.random() * this.game.drawRange));
    parts.main.render(this.picking.main, this.focusOf(1), flash);
  }

  private onKey(event: KeyboardEvent): void {
    const action = keyAction(event.key);
    if (!action || !this.parts || keyBelongsToPage(event.target)) return;
    event.preventDefault();
    const range = this.keyFocus.set === 1 ? this.game.drawRange : this.game.drawRange2nd;
    if (action.kind === 'move') {
      this.keyFocus = moveFocus(this.keyFocus, action.dx, action.dy, this.parts.layout.columns, {
        main: this.game.drawRange,
        second: this.game.gamePlaySize2nd > 0 ? this.game.drawRange2nd : 0,
      });
    } else if (action.kind === 'pick' && this.keyFocus.number >= 1 && this.keyFocus.number <= range) {
      this.picking.toggle(this.keyFocus.number, this.keyFocus.set);
    } else if (action.kind === 'dip') {
      this.luckyDip();
    } else if (action.kind === 'removeLast' && this.picking.lines.length) {
      this.picking.removeLine(this.picking.lines.length - 1);
    }
    this.render();
  }

  private focusOf(set: 1 | 2): number {
    return this.keyFocus.set === set ? this.keyFocus.number : 0;
  }

  private render(): void {
    const parts = this.parts;
    if (!parts) return;
    parts.main.render(this.picking.main, this.focusOf(1));
    parts.second?.render(this.picking.second, this.focusOf(2));
    const newest = parts.lines.render(this.picking.lines);
    const grew = this.picking.lines.length > this.lineCount;
    this.lineCount = this.picking.lines.length;
    if (grew && newest && this.ctx.richAnimations('lottery'))
      this.ctx.disposables.track(
        gsap.from(newest, { alpha: 0, x: newest.x + 24, duration: 0.35, ease: 'back.out' }),
      );
  }

  private build(width: number): void {
    this.dipping?.progress(1);
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const layout = pickingLayout(this.layoutNarrow);
    const theme = this.ctx.theme;
    const { background, design } = addDesignStage(this);

    const title = headerTitle(theme, this.game.gameTitle, layout.header);
    design.addChild(title);

    const gridPanel = new Container();
    gridPanel.position.set(layout.grid.x, layout.grid.y);
    gridPanel.addChild(panel(theme, layout.grid));
    const heading = label(theme, this.texts.pickMain, { fontSize: 18, fontWeight: 'bold' });
    heading.position.set(16, 10);
    const inner = layout.grid.w - 32;
    const main = new BallGrid(theme, this.game.drawRange, layout.columns, inner, (n) =>
      this.picking.toggle(n, 1),
    );
    main.position.set(16 + (inner - layout.columns * main.cellSize) / 2, 40);
    gridPanel.addChild(heading, main);
    let second: BallGrid | null = null;
    if (this.game.gamePlaySize2nd > 0 && this.game.drawRange2nd > 0) {
      const rows = Math.ceil(this.game.drawRange / layout.columns);
      const y = 40 + rows * main.cellSize + 8;
      const secondHeading = label(theme, this.texts.pickSecond, { fontSize: 16, fontWeight: 'bold' });
      secondHeading.position.set(16, y);
      const smaller = Math.min(inner, layout.columns * main.cellSize);
      second = new BallGrid(theme, this.game.drawRange2nd, layout.columns, smaller, (n) =>
        this.picking.toggle(n, 2),
      );
      second.position.set(main.x, y + 26);
      gridPanel.addChild(secondHeading, second);
    }
    design.addChild(gridPanel);

    const button = new Container();
    button.position.set(layout.button.x, layout.button.y);
    const face = new Graphics()
      .roundRect(0, 0, layout.button.w, layout.button.h, theme.radius)
      .fill(theme.palette.accent)
      .stroke({ width: 2, color: theme.palette.panelEdge });
    const buttonText = label(theme, this.texts.luckyDip, {
      fontSize: 22,
      fontWeight: 'bold',
      fill: theme.palette.text,
    });
    buttonText.anchor.set(0.5);
    buttonText.position.set(layout.button.w / 2, layout.button.h / 2);
    button.addChild(face, buttonText);
    button.eventMode = 'static';
    button.cursor = 'pointer';
    button.on('pointertap', () => this.luckyDip());
    design.addChild(button);

    const lines = new LinesPanel(theme, layout.lines, this.texts.lines, this.texts.noLines);
    design.addChild(lines);
    this.parts = { layout, background, design, main, second, lines };
    this.lineCount = this.picking.lines.length;
    this.render();
  }
}
