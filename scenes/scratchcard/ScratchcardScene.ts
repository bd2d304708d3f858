import { Container, Rectangle, type FederatedPointerEvent } from 'pixi.js';
import gsap from 'gsap';
import { formatMoney } from '../../protocol/money';
import type { ScratchcardProgress, ScratchcardTicketView } from '../../src/stores/instant/ticketView';
import { isNarrow } from '../engine/breakpoints';
import { addDesignStage, fitDesignStage, type DesignStage } from '../engine/designStage';
import { destroyTree } from '../engine/destroyTree';
import type { StageSoundSettings } from '../engine/soundSettings';
import type { StageContext } from '../engine/stageContext';
import type { TickerLike } from '../engine/ticker';
import { confetti, countUp } from '../instant/celebrate';
import { InfoPanel } from '../instant/InfoPanel';
import { instantKey, nextFocus } from '../instant/instantKeys';
import { instantTexts, type InstantSceneTexts } from '../instant/instantTexts';
import { soundForScene } from '../engine/sceneSound';
import { headerTitle, label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import { keyBelongsToPage } from '../picking/keyboard';
import { winningCells } from './cardRules';
import { brushPath } from './coverage';
import { scratchLayout, type ScratchLayout } from './layout';
import { FoilFlakes } from './FoilFlakes';
import { ScratchCell } from './ScratchCell';
import { ScratchLoop } from './ScratchLoop';
import { symbolGlyph } from './symbols';
import { scratchSound } from './scratchSound';

export interface ScratchcardProps {
  ticket: ScratchcardTicketView;
  texts?: Partial<InstantSceneTexts>;
  /** The page's sound settings: the stage's audio then obeys the scratchcard flags. */
  sound?: StageSoundSettings;
  /** Told after each cell is revealed (the page persists it with the ticket). */
  onProgress?(progress: ScratchcardProgress): void;
  /** Told once, when the last cell is revealed. */
  onFinished?(): void;
  /** Brush strokes to replay on show, in card design units (the harness's half-scratched card). */
  strokes?: readonly (readonly { x: number; y: number }[])[];
}

/**
 * A scratchcard ('match three' or 'your numbers vs winning numbers'): scratch the foil off each
 * cell with a pointer or a finger; a cell scratched past the threshold reveals itself; 'reveal
 * all' (button or A) uncovers the rest. Scratching sheds foil flakes (rich mode) and sounds the
 * scratch loop (rich sound) while the pointer moves. The outcome is the ticket's, decided at purchase: the
 * scene only uncovers it, and reports which cells are revealed so the page can persist them.
 */
export class ScratchcardScene extends Container {
  static readonly assetBundles = [];

  private ticket!: ScratchcardTicketView;
  private props!: ScratchcardProps;
  private texts: InstantSceneTexts = instantTexts();
  private revealed = new Set<number>();
  private finished = false;
  private focused = -1;
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private last: { x: number; y: number } | null = null;
  private parts: (DesignStage & { layout: ScratchLayout; cells: ScratchCell[]; info: InfoPanel }) | null =
    null;
  /**
   * Rich mode only. In deterministic mode too: they draw from the stage's seeded random and move
   * only when a test steps the stage, so a test can count them; a steady shot steps them away.
   */
  private flakes: FoilFlakes | null = null;
  private loop: ScratchLoop;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'ScratchcardScene';
    this.loop = new ScratchLoop(ctx.audio);
    ctx.disposables.add(() => this.loop.stop());
  }

  /** Flakes alive now (0 in lite mode). */
  get flakeCount(): number {
    return this.flakes?.count ?? 0;
  }

  get revealedCells(): number[] {
    return [...this.revealed].sort((a, b) => a - b);
  }

  prepare(props: ScratchcardProps): void {
    this.props = props;
    this.ticket = props.ticket;
    this.texts = instantTexts(props.texts);
    this.revealed = new Set(props.ticket.revealed.cells);
    soundForScene(this.ctx, scratchSound, 'scratchcard', props.sound);
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
    this.ctx.disposables.listen(window, 'keydown', (e) => this.onKey(e));
    for (const stroke of this.props.strokes ?? []) {
      this.last = null;
      for (const point of stroke) this.brushTo(point);
    }
    this.last = null;
    if (this.allRevealed()) this.finish(false);
  }

  update(ticker: TickerLike): void {
    this.flakes?.step(ticker.deltaMS);
    this.loop.update(this.ctx.clock.now());
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, width, height, backgroundEdge);
  }

  /** Reveals every cell still covered (the button, the A key, or the page's 'finish ticket'). */
  revealAll(): void {
    const parts = this.parts;
    if (!parts || this.finished) return;
    const rich = this.ctx.richAnimations('scratchcard');
    parts.cells.forEach((cell, i) => {
      if (cell.revealed) return;
      this.revealed.add(i);
      this.uncover(cell, rich ? (i % 3) * 0.06 + Math.floor(i / 3) * 0.06 : 0);
    });
    this.reportProgress();
  }

  /** Reveals one cell (Enter on the focused cell, or the auto-reveal threshold). */
  revealCell(index: number): void {
    const cell = this.parts?.cells[index];
    if (!cell || cell.revealed) return;
    this.revealed.add(index);
    this.uncover(cell, 0);
    this.ctx.audio?.play('reveal');
    this.reportProgress();
  }

  private uncover(cell: ScratchCell, delay: number): void {
    cell.reveal();
    if (this.ctx.richAnimations('scratchcard'))
      this.ctx.disposables.track(gsap.from(cell.content, { alpha: 0.3, duration: 0.35, delay }));
  }

  private reportProgress(): void {
    this.props.onProgress?.({ cells: this.revealedCells });
    if (this.allRevealed()) this.finish(true);
  }

  private allRevealed(): boolean {
    return this.parts !== null && this.parts.cells.every((c) => c.revealed);
  }

  private finish(announce: boolean): void {
    const parts = this.parts;
    if (!parts || this.finished) return;
    this.finished = true;
    this.loop.stop();
    const { theme } = this.ctx;
    const prize = this.ticket.prizeMinor;
    const rich = this.ctx.richAnimations('scratchcard');
    parts.info.finish(prize);
    parts.cells.forEach((c) => c.setRing(null));
    if (prize > 0) {
      for (const i of winningCells(this.ticket.card)) parts.cells[i]?.setRing(theme.palette.win, 5);
      countUp(this.ctx, prize, (v) => parts.info.showAmount(v), rich && announce);
      if (rich && announce) confetti(this.ctx, parts.design, { ...parts.layout.card });
      if (announce) this.ctx.audio?.play('win');
    }
    if (announce) this.props.onFinished?.();
  }

  /** Scratches from the last point to `point`; `byPointer` for a player's stroke (not a replay). */
  private brushTo(point: { x: number; y: number }, byPointer = false): void {
    const parts = this.parts;
    if (!parts || this.finished) return;
    const radius = parts.cells[0].rect.w * 0.14;
    const points = this.last ? brushPath(this.last, point, radius / 2) : [point];
    this.last = point;
    const crossed = new Set<number>();
    let onFoil = false;
    for (const p of points)
      parts.cells.forEach((cell, i) => {
        if (cell.revealed || !cell.touches(p.x, p.y, radius)) return;
        onFoil = true;
        if (cell.scratch(p.x, p.y, radius)) crossed.add(i);
      });
    if (onFoil && byPointer) {
      this.flakes?.shed(point.x, point.y);
      this.loop.scratched(this.ctx.clock.now());
    }
    for (const i of crossed) this.revealCell(i);
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.parts || this.finished || keyBelongsToPage(event.target)) return;
    const key = instantKey(event.key, event.shiftKey);
    if (!key) return;
    if (key.kind === 'move') {
      const next = nextFocus(this.focused, key.step, this.parts.cells.length, key.tab);
      this.setFocus(next ?? -1);
      if (next !== null) event.preventDefault();
      return;
    }
    event.preventDefault();
    if (key.kind === 'revealAll') this.revealAll();
    else if (this.focused >= 0) this.revealCell(this.focused);
  }

  private setFocus(index: number): void {
    const cells = this.parts?.cells ?? [];
    cells[this.focused]?.setRing(null);
    this.focused = index;
    cells[index]?.setRing(this.ctx.theme.palette.accent);
  }

  private build(width: number): void {
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const { theme } = this.ctx;
    const card = this.ticket.card;
    const layout = scratchLayout(card, this.layoutNarrow);
    const stage = addDesignStage(this);
    stage.design.addChild(headerTitle(theme, this.ticket.gameName, layout.header));

    const holder = new Container();
    holder.position.set(layout.card.x, layout.card.y);
    holder.addChild(panel(theme, layout.card));
    const captions = [this.texts.winningNumbers, this.texts.yourNumbers];
    layout.captions.forEach((at, i) => {
      const caption = label(theme, captions[i], { fontSize: 17, fontWeight: 'bold' });
      caption.position.set(at.x, at.y);
      holder.addChild(caption);
    });
    const cells = layout.cells.map((rect, i) => {
      const cell = new ScratchCell(theme, rect, (content) => this.drawFace(content, rect.w, rect.h, i));
      if (this.revealed.has(i)) cell.reveal();
      holder.addChild(cell);
      return cell;
    });
    holder.eventMode = 'static';
    holder.cursor = 'pointer';
    holder.hitArea = new Rectangle(0, 0, layout.card.w, layout.card.h);
    const at = (e: FederatedPointerEvent) => holder.toLocal(e.global);
    holder.on('pointerdown', (e) => {
      this.last = null;
      this.brushTo(at(e), true);
    });
    holder.on('pointermove', (e) => {
      if (this.last && e.buttons !== 0) this.brushTo(at(e), true);
    });
    const stop = () => {
      this.last = null;
      this.loop.stop();
    };
    holder.on('pointerup', stop).on('pointerupoutside', stop);

    const info = new InfoPanel({
      theme,
      rect: layout.info,
      texts: this.texts,
      currencyId: this.ticket.currencyId,
      priceMinor: this.ticket.priceMinor,
      rule: card.layout === 'matchThree' ? this.texts.matchThreeRule : this.texts.numbersRule,
      keys: this.texts.keysScratch,
      action: this.texts.revealAll,
      onAction: () => this.revealAll(),
      narrow: this.layoutNarrow,
    });
    this.flakes = this.ctx.richAnimations('scratchcard') ? new FoilFlakes(this.ctx.random) : null;
    if (this.flakes) holder.addChild(this.flakes);
    stage.design.addChild(holder, info);
    this.parts = { ...stage, layout, cells, info };
    this.finished = false;
    if (this.focused >= 0) this.setFocus(this.focused);
    if (this.allRevealed()) this.finish(false);
  }

  private money(minor: number): string {
    return formatMoney(minor, this.ticket.currencyId, { unit: 'minor' });
  }

  private drawFace(content: Container, w: number, h: number, index: number): void {
    const { theme } = this.ctx;
    const card = this.ticket.card;
    const small = Math.max(12, Math.round(w / 8));
    if (card.layout === 'matchThree') {
      const cell = card.cells[index];
      const glyph = symbolGlyph(cell.symbol, w * 0.5);
      glyph.position.set(w / 2, h * 0.42);
      const prize = label(theme, this.money(cell.prizeMinor), { fontSize: small, fontWeight: 'bold' });
      prize.anchor.set(0.5);
      prize.position.set(w / 2, h * 0.84);
      content.addChild(glyph, prize);
      return;
    }
    const winningCount = card.winningNumbers.length;
    const mine = index >= winningCount ? card.yourNumbers[index - winningCount] : null;
    const number = label(theme, String(mine ? mine.number : card.winningNumbers[index]), {
      fontSize: Math.round(w * 0.36),
      fontWeight: 'bold',
      fill: mine ? theme.palette.text : theme.palette.primary,
    });
    number.anchor.set(0.5);
    number.position.set(w / 2, mine ? h * 0.4 : h / 2);
    content.addChild(number);
    if (mine) {
      const prize = label(theme, this.money(mine.prizeMinor), {
        fontSize: small,
        fill: theme.palette.mutedText,
      });
      prize.anchor.set(0.5);
      prize.position.set(w / 2, h * 0.8);
      content.addChild(prize);
    }
  }
}
