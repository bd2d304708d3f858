import { Container, Graphics, type Text } from 'pixi.js';
import gsap from 'gsap';
import type { CrosswordProgress, CrosswordTicketView } from '../../src/stores/instant/ticketView';
import { isNarrow } from '../engine/breakpoints';
import { addDesignStage, fitDesignStage, type DesignStage } from '../engine/designStage';
import { destroyTree } from '../engine/destroyTree';
import type { StageSoundSettings } from '../engine/soundSettings';
import type { StageContext } from '../engine/stageContext';
import { confetti, countUp } from '../instant/celebrate';
import { InfoPanel } from '../instant/InfoPanel';
import { instantKey } from '../instant/instantKeys';
import { instantTexts, type InstantSceneTexts } from '../instant/instantTexts';
import { soundForScene } from '../engine/sceneSound';
import { headerTitle, label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import { keyBelongsToPage } from '../picking/keyboard';
import { cellKey, completedWords, gridLetters, prizeForWords, wordCells } from './crosswordRules';
import { chipSpots, crosswordLayout, wordSquares, type CrosswordLayout } from './layout';
import { crosswordSound } from './crosswordSound';

export interface CrosswordProps {
  ticket: CrosswordTicketView;
  texts?: Partial<InstantSceneTexts>;
  /** The page's sound settings: the stage's audio then obeys the crossword flag. */
  sound?: StageSoundSettings;
  /** Told after each called letter (the page persists how many). */
  onProgress?(progress: CrosswordProgress): void;
  /** Told once, when the last letter has been called (the page then confirms the end). */
  onFinished?(): void;
  /** Call the letters by themselves, one every `CALL_EVERY_S` (a replay). */
  autoplay?: boolean;
}

export const CALL_EVERY_S = 0.7;
const CHIPS_PER_ROW = 12;

interface Square {
  bg: Graphics;
  text: Text;
  letter: string;
  size: number;
}

/**
 * 'Cash Word': the grid of words and the ticket's letters, called one at a time (a tap, Enter,
 * or autoplay); every square of a called letter is marked, and a word whose letters have all
 * been called lights up. The prize is by the number of completed words, as the table says.
 */
export class CrosswordScene extends Container {
  static readonly assetBundles = [];

  private ticket!: CrosswordTicketView;
  private props!: CrosswordProps;
  private texts: InstantSceneTexts = instantTexts();
  private letters = new Map<string, string>();
  private called = 0;
  private done = false;
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private parts:
    | (DesignStage & {
        layout: CrosswordLayout;
        squares: Map<string, Square>;
        chips: Container[];
        words: Text;
        info: InfoPanel;
      })
    | null = null;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'CrosswordScene';
  }

  get calledCount(): number {
    return this.called;
  }

  prepare(props: CrosswordProps): void {
    this.props = props;
    this.ticket = props.ticket;
    this.texts = instantTexts(props.texts);
    this.letters = gridLetters(props.ticket.words, props.ticket.rows, props.ticket.cols);
    this.called = Math.max(0, Math.min(props.ticket.revealed.called, props.ticket.calledLetters.length));
    soundForScene(this.ctx, crosswordSound, 'crossword', props.sound);
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
    this.ctx.disposables.listen(window, 'keydown', (e) => this.onKey(e));
    if (this.props.autoplay && !this.done) {
      const tl = this.ctx.disposables.track(gsap.timeline());
      for (let i = this.called; i < this.ticket.calledLetters.length; i++)
        tl.call(() => this.callNext(), [], (i - this.called + 1) * CALL_EVERY_S);
    }
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, width, height, backgroundEdge);
  }

  /** Calls the next of the ticket's letters. */
  callNext(): void {
    if (!this.parts || this.done || this.called >= this.ticket.calledLetters.length) return;
    const before = this.completed().length;
    this.called += 1;
    this.render(true);
    const audio = this.ctx.audio;
    // Every letter pops; one that completes a word chimes too (rich sound).
    audio?.play('pop');
    if (this.completed().length > before) audio?.play('match');
    this.props.onProgress?.({ called: this.called });
    if (this.called === this.ticket.calledLetters.length) this.finish(true);
  }

  /** Calls every letter left at once. */
  revealAll(): void {
    if (!this.parts || this.done) return;
    this.called = this.ticket.calledLetters.length;
    this.render(false);
    this.props.onProgress?.({ called: this.called });
    this.finish(true);
  }

  private completed(): number[] {
    return completedWords(this.ticket.words, this.ticket.calledLetters.slice(0, this.called));
  }

  private finish(announce: boolean): void {
    const parts = this.parts;
    if (!parts) return;
    this.done = true;
    const prize = this.ticket.prizeMinor;
    const rich = this.ctx.richAnimations('crossword');
    parts.info.finish(prize);
    if (prize > 0) {
      countUp(this.ctx, prize, (v) => parts.info.showAmount(v), rich && announce);
      if (rich && announce) confetti(this.ctx, parts.design, parts.layout.board);
      if (announce) this.ctx.audio?.play('win');
    }
    if (announce) this.props.onFinished?.();
  }

  private onKey(event: KeyboardEvent): void {
    if (this.done || keyBelongsToPage(event.target)) return;
    const key = instantKey(event.key, event.shiftKey);
    if (!key || key.kind === 'move') return;
    event.preventDefault();
    if (key.kind === 'act') this.callNext();
    else this.revealAll();
  }

  /** Paints squares, chips and the words line for the letters called so far. */
  private render(animate: boolean): void {
    const parts = this.parts;
    if (!parts) return;
    const { palette } = this.ctx.theme;
    const calledLetters = this.ticket.calledLetters.slice(0, this.called);
    const calledSet = new Set(calledLetters);
    const lit = new Set(
      this.completed().flatMap((i) => wordCells(this.ticket.words[i]).map((c) => cellKey(c.row, c.col))),
    );
    const newest = animate ? calledLetters[calledLetters.length - 1] : null;
    const rich = animate && this.ctx.richAnimations('crossword');
    for (const [key, square] of parts.squares) {
      const state = lit.has(key) ? 'lit' : calledSet.has(square.letter) ? 'called' : 'open';
      const fill = state === 'lit' ? palette.win : state === 'called' ? palette.accent : palette.chip;
      square.bg
        .clear()
        .rect(0, 0, square.size, square.size)
        .fill(fill)
        .stroke({ width: 2, color: palette.panelEdge });
      square.text.style.fill = state === 'open' ? palette.chipText : 0xffffff;
      if (rich && square.letter === newest)
        this.ctx.disposables.track(
          gsap.from(square.text.scale, { x: 1.6, y: 1.6, duration: 0.3, ease: 'back.out(2)' }),
        );
    }
    parts.chips.forEach((chip, i) => {
      chip.visible = i < this.called;
      if (rich && i === this.called - 1)
        this.ctx.disposables.track(gsap.from(chip, { alpha: 0, duration: 0.25 }));
    });
    const count = this.completed().length;
    parts.words.text = this.texts.wordsCompleted(count, this.ticket.words.length);
    if (!this.done) parts.info.showAmount(prizeForWords(this.ticket.prizeTable, count));
  }

  private build(width: number): void {
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const { theme } = this.ctx;
    const layout = crosswordLayout(this.layoutNarrow);
    const stage = addDesignStage(this);
    stage.design.addChild(headerTitle(theme, this.ticket.gameName, layout.header));

    const board = new Container();
    board.position.set(layout.board.x, layout.board.y);
    board.addChild(panel(theme, layout.board));
    const spots = wordSquares(layout.grid, this.ticket.words, this.layoutNarrow ? 1 : 2, cellKey);
    const squares = new Map<string, Square>();
    for (const [key, letter] of this.letters) {
      const spot = spots.get(key);
      if (!spot) continue;
      const square = new Container();
      square.position.set(spot.x, spot.y);
      const bg = new Graphics();
      const text = label(theme, letter, { fontSize: Math.round(spot.size * 0.55), fontWeight: 'bold' });
      text.anchor.set(0.5);
      text.position.set(spot.size / 2, spot.size / 2);
      square.addChild(bg, text);
      board.addChild(square);
      squares.set(key, { bg, text, letter, size: spot.size });
    }
    const lettersCaption = label(theme, this.texts.yourLetters, { fontSize: 17, fontWeight: 'bold' });
    lettersCaption.position.set(layout.letters.x, layout.letters.y);
    const words = label(theme, '', { fontSize: 15, fill: theme.palette.mutedText });
    words.position.set(layout.letters.x, layout.letters.y + 24);
    board.addChild(lettersCaption, words);
    const chipAt = chipSpots(layout.letters, this.ticket.calledLetters.length, CHIPS_PER_ROW);
    const chips = this.ticket.calledLetters.map((letter, i) => {
      const { x, y, size } = chipAt[i];
      const chip = new Container();
      chip.position.set(x, y);
      const bg = new Graphics().circle(size / 2, size / 2, size / 2).fill(theme.palette.primary);
      const text = label(theme, letter, {
        fontSize: Math.round(size * 0.55),
        fontWeight: 'bold',
        fill: 0xffffff,
      });
      text.anchor.set(0.5);
      text.position.set(size / 2, size / 2);
      chip.addChild(bg, text);
      board.addChild(chip);
      return chip;
    });
    board.eventMode = 'static';
    board.cursor = 'pointer';
    board.on('pointertap', () => this.callNext());

    const info = new InfoPanel({
      theme,
      rect: layout.info,
      texts: this.texts,
      currencyId: this.ticket.currencyId,
      priceMinor: this.ticket.priceMinor,
      rule: this.texts.crosswordRule,
      keys: this.texts.keysCall,
      action: this.texts.revealAll,
      onAction: () => this.revealAll(),
      narrow: this.layoutNarrow,
    });
    if (!this.layoutNarrow) this.prizeTable(info, { x: 16, y: 236, w: layout.info.w - 32 });
    stage.design.addChild(board, info);
    this.parts = { ...stage, layout, squares, chips, words, info };
    this.render(false);
    if (this.called === this.ticket.calledLetters.length) this.finish(false);
  }

  /** The prize table, one line per row ("3 words  €10.00"), the richest first; wide layout only. */
  private prizeTable(info: InfoPanel, at: { x: number; y: number; w: number }): void {
    const { theme } = this.ctx;
    const rows = [...this.ticket.prizeTable].sort((a, b) => b.words - a.words);
    rows.forEach((row, i) => {
      const words = label(theme, this.texts.wordsPay(row.words), { fontSize: 16 });
      words.position.set(at.x, at.y + i * 24);
      const prize = label(theme, info.money(row.prizeMinor), { fontSize: 16, fontWeight: 'bold' });
      prize.anchor.set(1, 0);
      prize.position.set(at.x + at.w, at.y + i * 24);
      info.addChild(words, prize);
    });
  }
}
