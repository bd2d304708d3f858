import { Container, Graphics, type Text } from 'pixi.js';
import gsap from 'gsap';
import { formatMoney } from '../../protocol/money';
import { isNarrow } from '../engine/breakpoints';
import type { StageContext } from '../engine/stageContext';
import type { TickerLike } from '../engine/ticker';
import { addDesignStage, fitDesignStage } from '../engine/designStage';
import { countdownDone, countdownLabel } from '../lottery/playout/countdown';
import { MAX_PACE } from '../lottery/playout/phases';
import { headerTitle, label } from '../lottery/widgets/labels';
import { panel } from '../lottery/widgets/panel';
import { raffleLayout, type RaffleLayout } from './layout';
import type { RaffleRank, RaffleResult } from '../../src/stores/playout/stageResults';
import {
  DEFAULT_RAFFLE_TEXTS,
  revealOrder,
  rowDetailFit,
  ticketLabel,
  type RaffleTexts,
} from './raffleResult';
import { destroyTree } from '../engine/destroyTree';
import { loadRapier, type Rapier } from '../lottery/machine/rapier';
import { TicketDrum } from './TicketDrum';
import { drawSound } from '../lottery/drawSound';
import { soundForScene } from '../engine/sceneSound';

export interface RafflePlayoutProps {
  result: RaffleResult;
  /** Tickets already shown when the scene starts (0: the countdown; all: the end). */
  revealed?: number;
  autoplay?: boolean;
  countdownMs?: number;
  /** The game's playout time (GameInstance.playoutSeconds): the tickets are spaced to fill it. */
  playoutMs?: number;
  /**
   * A live raffle opened after its draw started, this long after: the tickets drawn by now show at
   * once and the show carries on from there.
   */
  lateMs?: number;
  texts?: Partial<RaffleTexts>;
  /** Told once, when the last (rank 1) ticket has been drawn. */
  onEnded?(): void;
  /** Told how many tickets have been drawn whenever that changes (the page marks it for QA). */
  onReveal?(revealed: number): void;
}

/** How long each drawn ticket holds the drum when the show plays by itself, unless paced. */
export const RAFFLE_HOLD_MS = 1800;
/** The shortest hold a paced raffle gives a ticket: its drop into the drum takes about a second. */
export const RAFFLE_MIN_HOLD_MS = 1100;

/** The longest a paced raffle holds a ticket (the lottery's MAX_PACE): a long playout ends early, not slowly. */
export const RAFFLE_MAX_HOLD_MS = RAFFLE_HOLD_MS * MAX_PACE;

/** Each ticket's hold so that `tickets` fill the playout time (RAFFLE_HOLD_MS without one). */
export function raffleHoldMs(tickets: number, playoutMs?: number): number {
  if (!(playoutMs && playoutMs > 0) || tickets <= 0) return RAFFLE_HOLD_MS;
  return Math.min(RAFFLE_MAX_HOLD_MS, Math.max(RAFFLE_MIN_HOLD_MS, playoutMs / tickets));
}

/**
 * Tickets a live raffle shows at once when opened `lateMs` into its draw: those its pace has
 * already drawn by now (the first at the countdown's end, one more each hold), all at most.
 */
export function raffleTicketsDue(tickets: number, holdMs: number, lateMs: number): number {
  if (!(lateMs > CATCH_UP_AFTER_MS)) return 0;
  return Math.min(tickets, 1 + Math.floor(lateMs / holdMs));
}
/** A raffle opened less than this after its start plays from its first ticket (as the lottery does). */
const CATCH_UP_AFTER_MS = 1500;

const ROW_H = 44;

/**
 * The raffle playout: a countdown, then one winning ticket per rank from the lowest rank up to
 * rank 1 (the reversed order of the spec), each landing in the drum and then in the payout list.
 */
export class RafflePlayoutScene extends Container {
  static readonly assetBundles = [];

  private result!: RaffleResult;
  private order: RaffleRank[] = [];
  private revealed = 0;
  private texts: RaffleTexts = DEFAULT_RAFFLE_TEXTS;
  private autoplay = false;
  private heldMs = 0;
  private holdMs = RAFFLE_HOLD_MS;
  private countdownEndsAt = 0;
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private onEnded: (() => void) | null = null;
  private onReveal: ((revealed: number) => void) | null = null;
  private parts: {
    layout: RaffleLayout;
    background: Graphics;
    design: Container;
    drum: Container;
    drumTitle: Text;
    drumTicket: Text;
    drumName: Text;
    rows: Container;
    drawn: Text;
    winnings: Text;
    /** Rich mode: tickets tumbling beside the drawn ticket's number. */
    ticketDrum: TicketDrum | null;
  } | null = null;
  private rapier: Rapier | null = null;
  /** Centre line of the texts beside the ticket drum. */
  private besideDrumX = 0;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'RafflePlayoutScene';
  }

  get revealedCount(): number {
    return this.revealed;
  }

  async prepare(props: RafflePlayoutProps): Promise<void> {
    this.result = props.result;
    this.order = revealOrder(props.result);
    this.holdMs = raffleHoldMs(this.order.length, props.playoutMs);
    this.texts = { ...DEFAULT_RAFFLE_TEXTS, ...props.texts };
    const lateMs = props.lateMs ?? 0;
    const due = raffleTicketsDue(this.order.length, this.holdMs, lateMs);
    this.revealed = Math.max(due, Math.min(props.revealed ?? 0, this.order.length));
    // Caught up mid-ticket: the next one comes when its hold is up, in step with the draw.
    if (due > 0) this.heldMs = lateMs - (due - 1) * this.holdMs;
    this.autoplay = props.autoplay ?? false;
    this.onEnded = props.onEnded ?? null;
    this.onReveal = props.onReveal ?? null;
    this.onReveal?.(this.revealed);
    // Opened after the last ticket was due: the show is over as it starts.
    if (due > 0 && this.revealed === this.order.length) this.tellEnded();
    this.countdownEndsAt = this.ctx.clock.now() + (props.countdownMs ?? 10_000);
    soundForScene(this.ctx, drawSound, 'lottorace');
    // The raffle's animations follow the operator's and player's raffle ('lotto race') setting.
    if (this.ctx.richAnimations('lottorace'))
      this.rapier = await loadRapier().catch((error: unknown) => {
        console.warn('the ticket drum could not load; showing the lite raffle', error);
        return null;
      });
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, width, height, backgroundEdge);
  }

  update(ticker: TickerLike): void {
    if (!this.parts) return;
    this.parts.ticketDrum?.update(ticker.deltaMS);
    if (this.revealed === 0) {
      const remaining = this.countdownEndsAt - this.ctx.clock.now();
      this.parts.drumTicket.text = countdownLabel(remaining);
      if (this.autoplay && countdownDone(remaining)) this.next();
      return;
    }
    if (!this.autoplay || this.revealed >= this.order.length) return;
    // Real time, not the capped delta, the overshoot carried (see DrawPlayoutScene.update).
    this.heldMs += ticker.elapsedMS;
    if (this.heldMs < this.holdMs) return;
    const over = Math.min(this.heldMs - this.holdMs, this.holdMs);
    this.next();
    this.heldMs = over;
  }

  /** Draws the next ticket (live pushes or the autoplay land here). */
  next(): void {
    if (this.revealed >= this.order.length) return;
    this.revealed += 1;
    this.heldMs = 0;
    this.render(true);
    this.onReveal?.(this.revealed);
    this.sound();
    if (this.revealed === this.order.length) this.tellEnded();
  }

  /** Told once, however the show reached its last ticket. */
  private tellEnded(): void {
    const told = this.onEnded;
    this.onEnded = null;
    told?.();
  }

  /** A ticket drawn drops like a ball; the last one (rank 1) sounds the win if any of them was mine. */
  private sound(): void {
    const audio = this.ctx.audio;
    if (!audio) return;
    audio.play('ballDrop');
    if (this.revealed === this.order.length && this.order.some((r) => r.mine)) audio.play('win');
  }

  private money(amount: number): string {
    return formatMoney(amount, this.result.currencyId ?? 'USD');
  }

  private render(animate: boolean): void {
    const parts = this.parts;
    if (!parts) return;
    const { theme } = this.ctx;
    const current = this.revealed > 0 ? this.order[this.revealed - 1] : null;
    if (current) {
      parts.drumTitle.text = `${this.texts.rank(current.rankNumber)} · ${this.money(current.prize)}`;
      parts.drumTicket.text = ticketLabel(this.result.ticketPrefix, current.ticket);
      parts.drumName.text = current.mine ? `${current.screenName} · ${this.texts.yours}` : current.screenName;
      parts.drumName.style.fill = current.mine ? theme.palette.win : theme.palette.mutedText;
    } else {
      parts.drumTitle.text = this.texts.waiting;
      parts.drumTicket.text = countdownLabel(this.countdownEndsAt - this.ctx.clock.now());
      parts.drumName.text = '';
    }
    if (parts.ticketDrum) this.fitBesideDrum(parts.drumTicket, parts.drumTitle, parts.drumName);
    if (animate && parts.ticketDrum && current) {
      const tl = this.ctx.disposables.track(gsap.timeline());
      parts.ticketDrum.drawTicket(tl, parts.drumTicket.position);
      tl.from(parts.drum, { alpha: 0, duration: 0.3 }, 0.75);
    } else if (animate && this.ctx.richAnimations('lottery'))
      this.ctx.disposables.track(gsap.from(parts.drum, { alpha: 0, duration: 0.4 }));
    this.renderRows(parts.rows, parts.layout);
    parts.drawn.text = this.texts.drawn(this.revealed, this.order.length);
    const mine = this.order.slice(0, this.revealed).filter((r) => r.mine);
    parts.winnings.text = `${this.texts.myWinnings}: ${this.money(mine.reduce((s, r) => s + r.prize, 0))}`;
  }

  private renderRows(rows: Container, layout: RaffleLayout): void {
    const { theme } = this.ctx;
    rows.removeChildren().forEach(destroyTree);
    const fit = Math.max(1, Math.floor((layout.list.h - 24) / ROW_H));
    // The payout list in reveal order (lowest rank first); the newest rows stay in view.
    const shown = this.order.slice(0, Math.max(fit, this.revealed)).slice(-fit);
    const start = this.order.indexOf(shown[0]);
    shown.forEach((rank, i) => {
      const index = start + i;
      const isOut = index < this.revealed;
      const row = new Container();
      row.position.set(16, 12 + i * ROW_H);
      const bg = new Graphics()
        .roundRect(0, 0, layout.list.w - 32, ROW_H - 6, Math.min(theme.radius, 10))
        .fill(isOut && rank.mine ? theme.palette.accent : theme.palette.chip);
      const rankText = label(theme, this.texts.rank(rank.rankNumber), { fontSize: 15, fontWeight: 'bold' });
      rankText.position.set(10, 9);
      const detail = label(
        theme,
        isOut
          ? `${ticketLabel(this.result.ticketPrefix, rank.ticket)}  ${rank.screenName}`
          : this.texts.hidden,
        { fontSize: 14, fill: isOut ? theme.palette.text : theme.palette.mutedText },
      );
      const prize = label(theme, this.money(rank.prize), { fontSize: 15, fontWeight: 'bold' });
      prize.anchor.set(1, 0);
      prize.position.set(layout.list.w - 42, 9);
      const fit = rowDetailFit({
        minX: layout.list.w > 400 ? 96 : 84,
        rankRight: rankText.x + rankText.width,
        prizeLeft: prize.x - prize.width,
        width: detail.width,
      });
      const height = detail.height;
      detail.scale.set(fit.scale);
      detail.position.set(fit.x, 10 + (height * (1 - fit.scale)) / 2);
      row.addChild(bg, rankText, detail, prize);
      rows.addChild(row);
    });
  }

  /** Texts beside the drum shrink to the room there (a long ticket prefix, a long name). */
  private fitBesideDrum(...texts: Text[]): void {
    const { w } = this.parts!.layout.drum;
    const room = (w - this.besideDrumX) * 2 - 16;
    for (const text of texts) {
      text.scale.set(1);
      text.scale.set(Math.min(1, room / Math.max(1, text.width)));
    }
  }

  /** The tumbling drum on the panel's left; the texts move to the right of it, a size smaller. */
  private ticketDrum(layout: RaffleLayout, texts: Text[]): TicketDrum {
    const { w, h } = layout.drum;
    const radius = Math.min(h * 0.36, w * 0.21);
    const drum = new TicketDrum(
      this.rapier!,
      this.ctx.theme,
      { x: radius + 20, y: h * 0.55, radius },
      this.ctx.random,
    );
    const side = radius * 2 + 30;
    this.besideDrumX = side + (w - side) / 2;
    for (const text of texts) {
      text.x = this.besideDrumX;
      text.style.fontSize = Math.round(Number(text.style.fontSize) * 0.8);
    }
    return drum;
  }

  private build(width: number): void {
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const layout = raffleLayout(this.layoutNarrow);
    const theme = this.ctx.theme;
    const { background, design } = addDesignStage(this);
    const title = headerTitle(theme, this.result.gameTitle, layout.header);
    design.addChild(title);

    const drumHolder = new Container();
    drumHolder.position.set(layout.drum.x, layout.drum.y);
    const drum = new Container();
    const drumTitle = label(theme, '', { fontSize: 20, fontWeight: 'bold' });
    drumTitle.anchor.set(0.5, 0);
    drumTitle.position.set(layout.drum.w / 2, 20);
    const drumTicket = label(theme, '', {
      fontSize: this.layoutNarrow ? 40 : 52,
      fontWeight: 'bold',
      fill: theme.palette.primary,
    });
    drumTicket.anchor.set(0.5);
    drumTicket.position.set(layout.drum.w / 2, layout.drum.h / 2 + 4);
    const drumName = label(theme, '', { fontSize: 18 });
    drumName.anchor.set(0.5, 1);
    drumName.position.set(layout.drum.w / 2, layout.drum.h - 18);
    drum.addChild(drumTitle, drumTicket, drumName);
    drumHolder.addChild(panel(theme, layout.drum));
    const ticketDrum = this.rapier ? this.ticketDrum(layout, [drumTitle, drumTicket, drumName]) : null;
    if (ticketDrum) drumHolder.addChild(ticketDrum);
    drumHolder.addChild(drum);

    const listHolder = new Container();
    listHolder.position.set(layout.list.x, layout.list.y);
    const rows = new Container();
    listHolder.addChild(panel(theme, layout.list), rows);

    const totals = new Container();
    totals.position.set(layout.totals.x, layout.totals.y);
    const drawn = label(theme, '', { fontSize: 18 });
    drawn.position.set(20, 18);
    const winnings = label(theme, '', { fontSize: 22, fontWeight: 'bold', fill: theme.palette.win });
    winnings.position.set(20, this.layoutNarrow ? 54 : 70);
    totals.addChild(panel(theme, layout.totals), drawn, winnings);

    design.addChild(drumHolder, listHolder, totals);
    this.parts = {
      layout,
      background,
      design,
      drum,
      drumTitle,
      drumTicket,
      drumName,
      rows,
      drawn,
      winnings,
      ticketDrum,
    };
    this.render(false);
  }
}
