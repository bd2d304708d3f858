import { Container, Graphics, Sprite, type Text } from 'pixi.js';
import gsap from 'gsap';
import { formatMoney } from '../../protocol/money';
import { isNarrow } from '../engine/breakpoints';
import type { StageContext } from '../engine/stageContext';
import { NARROW_FRAME, WIDE_FRAME, type DesignSize } from '../engine/designLayout';
import { addDesignStage, fitDesignStage } from '../engine/designStage';
import { BallView } from '../lottery/art/BallView';
import { label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import { ticketLabel } from '../raffle/raffleResult';
import type { GameOverResult } from '../../src/stores/playout/stageResults';
import { DEFAULT_GAME_OVER_TEXTS, type GameOverTexts } from './gameOverTexts';
import { destroyTree } from '../engine/destroyTree';

export interface GameOverProps {
  result: GameOverResult;
  texts?: Partial<GameOverTexts>;
}

/** The headline's height on the card, as a share of it; stars stay in the band above. */
const HEADLINE_AT = 0.3;
const STARS = 14;

/**
 * Game over for a lottery or a raffle: the player's result (won amount or no win), what was drawn
 * and how many plays they had. A win scatters stars (seeded, so deterministic runs match).
 */
export class GameOverScene extends Container {
  static readonly assetBundles = ['lottery', 'gameover'];

  private result!: GameOverResult;
  private texts: GameOverTexts = DEFAULT_GAME_OVER_TEXTS;
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private parts: { design: Container; background: Graphics; headline: Text; design0: DesignSize } | null =
    null;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'GameOverScene';
  }

  prepare(props: GameOverProps): void {
    this.result = props.result;
    this.texts = { ...DEFAULT_GAME_OVER_TEXTS, ...props.texts };
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
    if (this.result.winnings > 0 && this.ctx.richAnimations('lottery') && this.parts)
      this.ctx.disposables.track(
        gsap.from(this.parts.headline.scale, { x: 0.4, y: 0.4, duration: 0.6, ease: 'back.out(2)' }),
      );
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.design0, background, width, height, backgroundEdge);
  }

  private build(width: number): void {
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const size = this.layoutNarrow ? NARROW_FRAME : WIDE_FRAME;
    const { theme } = this.ctx;
    const r = this.result;
    const won = r.winnings > 0;
    const { background, design } = addDesignStage(this);

    const margin = this.layoutNarrow ? 12 : 80;
    const card = { x: margin, y: 60, w: size.width - margin * 2, h: size.height - 100 };
    const cardHolder = new Container();
    cardHolder.position.set(card.x, card.y);
    cardHolder.addChild(panel(theme, card));
    design.addChild(cardHolder);

    const title = label(theme, `${this.texts.title} · ${r.gameTitle}`, {
      fontSize: this.layoutNarrow ? 20 : 26,
      fontWeight: 'bold',
      fill: 0xffffff,
    });
    title.anchor.set(0.5, 0);
    title.position.set(size.width / 2, 14);
    design.addChild(title);

    // Stars and confetti from the gameover atlas, placed and tinted by the seeded random.
    const stars = new Container();
    const shapes = [
      this.ctx.texture('star'),
      this.ctx.texture('gameover/confetti-circle'),
      this.ctx.texture('gameover/confetti-ribbon'),
      this.ctx.texture('gameover/confetti-diamond'),
    ].filter((t) => t !== null);
    if (won && shapes.length) {
      for (let i = 0; i < STARS; i++) {
        const s = new Sprite(shapes[i % shapes.length]);
        s.anchor.set(0.5);
        s.scale.set(0.7 + this.ctx.random() * 0.8);
        if (i % shapes.length === 0) s.width = s.height = 14 + this.ctx.random() * 22;
        s.rotation = this.ctx.random() * Math.PI;
        s.position.set(this.ctx.random() * card.w, 16 + this.ctx.random() * (card.h * (HEADLINE_AT - 0.12)));
        s.tint = [theme.palette.accent, theme.palette.win, theme.palette.primary][i % 3];
        stars.addChild(s);
      }
    }
    cardHolder.addChild(stars);

    const headline = label(
      theme,
      won ? this.texts.won(formatMoney(r.winnings, r.currencyId ?? 'USD')) : this.texts.noWin,
      {
        fontSize: this.layoutNarrow ? 30 : 44,
        fontWeight: 'bold',
        fill: won ? theme.palette.win : theme.palette.text,
        wordWrap: true,
        wordWrapWidth: card.w - 32,
        align: 'center',
      },
    );
    headline.anchor.set(0.5);
    headline.position.set(card.w / 2, card.h * HEADLINE_AT);
    cardHolder.addChild(headline);

    let y = card.h * HEADLINE_AT + 50;
    if (r.progressiveWon) {
      const jackpot = label(theme, this.texts.jackpot, {
        fontSize: 22,
        fontWeight: 'bold',
        fill: theme.palette.accent,
      });
      jackpot.anchor.set(0.5, 0);
      jackpot.position.set(card.w / 2, y);
      cardHolder.addChild(jackpot);
      y += 36;
    }

    const drawnLabel = label(theme, this.texts.drawn, { fontSize: 18, fill: theme.palette.mutedText });
    drawnLabel.anchor.set(0.5, 0);
    drawnLabel.position.set(card.w / 2, y);
    cardHolder.addChild(drawnLabel);
    y += 34;
    if (r.kind === 'lottery') y = this.addBalls(cardHolder, card.w, y);
    else y = this.addTickets(cardHolder, card.w, y);

    const plays = label(theme, r.plays > 0 ? this.texts.plays(r.plays) : this.texts.noPlays, {
      fontSize: 18,
      wordWrap: true,
      wordWrapWidth: card.w - 32,
      align: 'center',
    });
    plays.anchor.set(0.5, 0);
    plays.position.set(card.w / 2, y + 16);
    cardHolder.addChild(plays);

    this.parts = { design, background, headline, design0: size };
  }

  private addBalls(holder: Container, width: number, y: number): number {
    const balls = [...this.result.draws, ...(this.result.draws2nd ?? [])];
    const radius = this.layoutNarrow ? 20 : 26;
    const gap = 8;
    const perRow = Math.max(1, Math.floor((width - 32) / (radius * 2 + gap)));
    const shine = this.ctx.texture('lottery/ball-shine');
    balls.forEach((n, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, balls.length - row * perRow);
      const col = i % perRow;
      const ball = new BallView(this.ctx.theme, radius, shine);
      ball.setNumber(n, i >= this.result.draws.length);
      ball.position.set(
        width / 2 + (col - (inRow - 1) / 2) * (radius * 2 + gap),
        y + radius + row * (radius * 2 + gap),
      );
      holder.addChild(ball);
    });
    return y + Math.ceil(balls.length / perRow) * (radius * 2 + gap);
  }

  private addTickets(holder: Container, width: number, y: number): number {
    const { theme } = this.ctx;
    this.result.draws.slice(0, 5).forEach((ticket, i) => {
      const text = label(theme, `${i + 1}. ${ticketLabel(this.result.ticketPrefix ?? '', ticket)}`, {
        fontSize: 18,
        fontWeight: i === 0 ? 'bold' : 'normal',
      });
      text.anchor.set(0.5, 0);
      text.position.set(width / 2, y + i * 28);
      holder.addChild(text);
    });
    return y + Math.min(5, this.result.draws.length) * 28;
  }
}
