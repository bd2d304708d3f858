import { Container, Graphics, Text } from 'pixi.js';
import gsap from 'gsap';
import { reaction } from 'mobx';
import { BINGO_SHAPE, bingoCallLetter, type BingoFormat, type BingoGameView } from '../../protocol/bingo';
import { isNarrow } from '../engine/breakpoints';
import { addDesignStage, fitDesignStage, type DesignStage } from '../engine/designStage';
import type { Rect } from '../engine/designLayout';
import type { StageSoundSettings } from '../engine/soundSettings';
import type { StageContext } from '../engine/stageContext';
import { soundForScene } from '../engine/sceneSound';
import { bingoSound } from './bingoSound';
import { BallView } from '../lottery/art/BallView';
import { headerTitle, label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import { BingoCardView } from './BingoCardView';
import { BingoWatchPanel, type BingoWatchTexts } from './BingoWatchPanel';
import { bingoCallVoice } from './callVoices';
import { bingoLayout, boardSpots, cardGrid, type BingoLayout } from './layout';

/** A card as the feed gives it: the server's cells and daubs, counted by the store. */
export interface BingoFeedCard {
  playId: number;
  cells: number[];
  daubed: boolean[];
  toGo: number;
  /** At '1 to go': the cells (indexes) any one of which completes the pattern. */
  lastCells: readonly number[];
  won: number;
}

/** What the scene watches: the bingo store (or a fixture in the harness). */
export interface BingoFeed {
  readonly view: BingoGameView | null;
  readonly cards: readonly BingoFeedCard[];
}

/** The hall's texts; a pattern's name, prize line and winners come with the watching panel's. */
export interface BingoSceneTexts extends BingoWatchTexts {
  /** The texts' language: the numbers are called in it (with rich sound on). */
  language: string;
  title: string;
  waiting: string;
  callOf(call: number, total: number): string;
  /** A called number as shown on the ball: 'B7' in 75-ball, '7' in 90-ball. */
  callName(number: number, format: BingoFormat): string;
  toGo(n: number): string;
  won(amount: number): string;
  finished: string;
}

export interface BingoSceneProps {
  feed: BingoFeed;
  texts: BingoSceneTexts;
  sound?: StageSoundSettings;
}

/** A number on the caller board and how it was last drawn. */
interface BoardCell {
  disc: Graphics;
  text: Text;
  look: 'open' | 'called' | 'last' | null;
}

/** Cards on the stage at most: the closest to winning (the page lists them all as text). */
const MAX_CARDS = 24;

/**
 * The bingo hall: each called ball rolls in, the caller board lights it, the player's cards daub
 * it and re-sort closest-first with 'n to go', and each pattern's winners are announced. The
 * server decides everything; the scene redraws from the feed on every call. Lite mode skips the
 * roll and the re-sort glide.
 */
export class BingoScene extends Container {
  static readonly assetBundles = [];

  private props!: BingoSceneProps;
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private shownCalls = 0;
  private shownWins = 0;
  private parts:
    | (DesignStage & {
        layout: BingoLayout;
        ball: BallView;
        callLine: Text;
        patternLine: Text;
        prizeLine: Text;
        announcement: Text;
        board: Container;
        boardCells: Map<number, BoardCell>;
        boardFormat: BingoFormat;
        cards: Container;
        /** In the cards' place while the player has none. */
        watch: BingoWatchPanel;
        cardViews: Map<number, BingoCardView>;
        /** Cards the views were sized for: a purchase mid-game lays them out again. */
        cardCount: number;
      })
    | null = null;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'BingoScene';
  }

  prepare(props: BingoSceneProps): void {
    this.props = props;
    soundForScene(this.ctx, bingoSound, 'bingo', props.sound);
    const audio = this.ctx.audio;
    if (audio) {
      audio.setVoice(bingoCallVoice(props.texts.language));
      this.ctx.disposables.add(() => audio.setVoice(null));
    }
    const feed = props.feed;
    this.ctx.disposables.add(
      reaction(
        () => [
          feed.view?.calls.length ?? -1,
          feed.view?.patternIndex,
          feed.view?.finished,
          feed.cards.length,
        ],
        () => this.refresh(true),
      ),
    );
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
    this.refresh(false);
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) {
      this.build(width);
      this.refresh(false);
    }
    this.fit();
  }

  private fit(): void {
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, this.size.width, this.size.height, backgroundEdge);
  }

  private get format(): BingoFormat {
    return this.props.feed.view?.format ?? 75;
  }

  private build(width: number): void {
    if (this.parts) {
      this.removeChildren().forEach((c) => c.destroy({ children: true }));
      this.parts = null;
    }
    this.layoutNarrow = isNarrow(width);
    const layout = bingoLayout(this.layoutNarrow);
    const theme = this.ctx.theme;
    const stage = addDesignStage(this);
    const { design } = stage;
    design.addChild(headerTitle(theme, this.props.texts.title, layout.header));
    const place = <T extends Container>(node: T, rect: Rect) => {
      node.position.set(rect.x, rect.y);
      design.addChild(node);
      return node;
    };
    place(panel(theme, layout.caller), layout.caller);
    place(panel(theme, layout.board), layout.board);
    const narrow = this.layoutNarrow;
    const radius = narrow ? 36 : 52;
    const ball = place(new BallView(theme, radius, null), {
      ...layout.caller,
      x: layout.caller.x + 18 + radius,
      y: layout.caller.y + (narrow ? 18 + radius : 24 + radius),
    });
    const textX = narrow ? layout.caller.x + 2 * radius + 36 : layout.caller.x + 18;
    const textY = narrow ? layout.caller.y + 14 : layout.caller.y + 2 * radius + 34;
    const line = (y: number, size: number, bold = false, fill = theme.palette.text) =>
      place(label(theme, '', { fontSize: size, fontWeight: bold ? 'bold' : 'normal', fill }), {
        ...layout.caller,
        x: textX,
        y,
      });
    const callLine = line(textY, narrow ? 16 : 18, true);
    const patternLine = line(textY + 24, 15, true, theme.palette.primary);
    const prizeLine = line(textY + 46, 15, false, theme.palette.mutedText);
    const announcement = line(narrow ? textY + 70 : textY + 70, 14, true, theme.palette.win);
    announcement.style.wordWrap = true;
    announcement.style.wordWrapWidth = layout.caller.x + layout.caller.w - textX - 12;
    const board = place(new Container(), layout.board);
    const boardCells = this.buildBoard(board, layout.board);
    const cards = place(new Container(), layout.cards);
    const watch = new BingoWatchPanel(theme, layout.cards, this.props.texts);
    design.addChild(watch);
    this.parts = {
      ...stage,
      layout,
      ball,
      callLine,
      patternLine,
      prizeLine,
      announcement,
      board,
      boardCells,
      boardFormat: this.format,
      cards,
      watch,
      cardViews: new Map(),
      cardCount: 0,
    };
    this.shownCalls = 0;
    this.shownWins = 0;
  }

  /** The caller board: every number of the format, lit as it is called. */
  private buildBoard(board: Container, rect: Rect): Map<number, BoardCell> {
    const theme = this.ctx.theme;
    const spots = boardSpots(this.format, rect, (n) => bingoCallLetter(75, n) ?? '');
    const { cell } = spots;
    for (const { letter, x, y } of spots.letters) {
      const text = label(theme, letter, {
        fontSize: Math.max(9, Math.round(cell * 0.5)),
        fontWeight: 'bold',
        fill: theme.palette.primary,
      });
      text.anchor.set(0.5);
      text.position.set(x, y);
      board.addChild(text);
    }
    const cells = new Map<number, BoardCell>();
    for (const [n, { x, y }] of spots.numbers) {
      const disc = new Graphics();
      disc.position.set(x, y);
      // Drawn white and coloured by tint: a call recolours two numbers without re-rasterising them.
      const text = label(theme, String(n), {
        fontSize: Math.max(8, Math.round(cell * 0.42)),
        fill: 0xffffff,
      });
      text.tint = theme.palette.mutedText;
      text.anchor.set(0.5);
      text.position.set(x, y);
      board.addChild(disc, text);
      cells.set(n, { disc, text, look: null });
    }
    return cells;
  }

  /** Draws the game as the feed has it; `live` animates what changed since the last draw. */
  private refresh(live: boolean): void {
    if (!this.parts) return;
    const { view } = this.props.feed;
    // The game's format arrived after the stage was built (it shows before the first load).
    if (view && view.format !== this.parts.boardFormat) {
      this.build(this.size.width);
      this.fit();
    }
    const parts = this.parts;
    const texts = this.props.texts;
    const palette = this.ctx.theme.palette;
    const calls = view?.calls ?? [];
    const rich = live && this.ctx.richAnimations('bingo');
    const last = calls.at(-1) ?? null;
    parts.ball.setNumber(last, false, last === null ? undefined : texts.callName(last, this.format));
    parts.ball.visible = last !== null;
    if (live && calls.length > this.shownCalls && last !== null) {
      this.ctx.audio?.play('call');
      // The number said aloud (rich sound for bingo only; StageAudio decides).
      this.ctx.audio?.speak(String(last));
      // A daub on one of my cards (rich sound): the call hit me.
      if (this.props.feed.cards.some((card) => card.cells.includes(last))) this.ctx.audio?.play('daub');
      if (rich)
        this.ctx.disposables.track(
          gsap.fromTo(
            parts.ball.scale,
            { x: 0.2, y: 0.2 },
            { x: 1, y: 1, duration: 0.45, ease: 'back.out(2)' },
          ),
        );
    }
    this.shownCalls = calls.length;
    parts.callLine.text = view
      ? calls.length
        ? texts.callOf(calls.length, view.format)
        : texts.waiting
      : '';
    const pattern = view?.patterns[view.patternIndex];
    parts.patternLine.text = view?.finished ? texts.finished : pattern ? texts.pattern(pattern.pattern) : '';
    parts.prizeLine.text = pattern && !view?.finished ? texts.prize(pattern.prize) : '';

    const called = new Set(calls);
    const r = parts.boardCells.size > 75 ? 0.44 : 0.46;
    for (const [n, cell] of parts.boardCells) {
      const look = called.has(n) ? (n === last ? 'last' : 'called') : 'open';
      // Only the numbers whose look changed (their discs are re-tessellated).
      if (cell.look === look) continue;
      cell.look = look;
      const size = cell.text.style.fontSize as number;
      cell.disc.clear();
      if (look !== 'open')
        cell.disc.circle(0, 0, size * r * 2.3).fill(look === 'last' ? palette.primary : palette.accent);
      cell.text.tint = look === 'last' ? 0xffffff : look === 'called' ? palette.chipText : palette.mutedText;
    }

    const won = (view?.patterns ?? []).filter((p) => p.winners?.length);
    const latest = won.at(-1);
    parts.announcement.text = latest
      ? texts.wonBy(
          texts.pattern(latest.pattern),
          latest.winners!.map((w) => w.screenName).join(', '),
          latest.winners!.reduce((s, w) => s + w.prize, 0),
        )
      : '';
    if (live && won.length > this.shownWins) {
      this.ctx.audio?.play('win');
      if (rich)
        this.ctx.disposables.track(
          gsap.fromTo(parts.announcement, { alpha: 0 }, { alpha: 1, duration: 0.4, repeat: 3, yoyo: true }),
        );
    }
    this.shownWins = won.length;
    parts.watch.visible = this.props.feed.cards.length === 0;
    if (parts.watch.visible) parts.watch.update(view, texts);
    this.layoutCards(rich);
  }

  /** My cards, closest first: views made once per card, moved as the order changes. */
  private layoutCards(rich: boolean): void {
    const parts = this.parts!;
    const cards = this.props.feed.cards.slice(0, MAX_CARDS);
    const shape = BINGO_SHAPE[this.format];
    const area = parts.layout.cards;
    const grid = cardGrid(cards.length, area, shape);
    if (cards.length !== parts.cardCount) {
      for (const view of parts.cardViews.values()) view.destroy({ children: true });
      parts.cardViews.clear();
      parts.cardCount = cards.length;
    }
    const keep = new Set(cards.map((c) => c.playId));
    for (const [id, view] of parts.cardViews)
      if (!keep.has(id)) {
        view.destroy({ children: true });
        parts.cardViews.delete(id);
      }
    cards.forEach((card, index) => {
      let view = parts.cardViews.get(card.playId);
      if (!view) {
        view = new BingoCardView(
          this.ctx.theme,
          shape.columns,
          grid.cardW,
          grid.cardH,
          grid.cellSize,
          card.cells,
          (pulse) => this.ctx.disposables.track(pulse),
        );
        parts.cardViews.set(card.playId, view);
        parts.cards.addChild(view);
      }
      const line = card.won > 0 ? this.props.texts.won(card.won) : this.props.texts.toGo(card.toGo);
      const state = { ...card, won: card.won > 0 };
      // The near-win breathes in rich mode (from the first frame, not only on a live call).
      view.update(state, line, this.ctx.richAnimations('bingo'));
      const x = (index % grid.columns) * (grid.cardW + 8);
      const y = Math.floor(index / grid.columns) * (grid.cardH + 8);
      if (rich && (view.x !== x || view.y !== y))
        this.ctx.disposables.track(gsap.to(view, { x, y, duration: 0.35, ease: 'power2.out' }));
      else view.position.set(x, y);
    });
  }
}
