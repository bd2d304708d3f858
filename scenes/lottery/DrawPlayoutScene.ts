import { Container, Graphics } from 'pixi.js';
import gsap from 'gsap';
import { reaction } from 'mobx';
import { formatMoney } from '../../protocol/money';
import { isNarrow } from '../engine/breakpoints';
import { soundForScene } from '../engine/sceneSound';
import type { StageContext } from '../engine/stageContext';
import type { TickerLike } from '../engine/ticker';
import type { DrawResult } from '../../src/stores/playout/playoutShow';
import { DEFAULT_DRAW_PLAYOUT_TEXTS, type DrawPlayoutTexts } from './playoutTexts';
import type { Rect } from '../engine/designLayout';
import { addDesignStage, fitDesignStage } from '../engine/designStage';
import { playoutLayout, type PlayoutLayout } from './layout';
import { countdownDone } from './playout/countdown';
import {
  phaseAtElapsed,
  phaseHolds,
  phaseIndex,
  playoutPhases,
  type Phase,
  type PhaseName,
} from './playout/phases';
import { transitionFor } from './playout/transitions';
import { playoutView, type PlayoutView } from './playout/view';
import { crossFade, liteFade, pageUp, rollUp } from './transitions';
import { BallCarousel } from './widgets/BallCarousel';
import { CountdownPanel } from './widgets/CountdownPanel';
import { DrawnStrip } from './widgets/DrawnStrip';
import { headerTitle, label } from './widgets/labels';
import { panel } from './widgets/panel';
import { PlaysPanel } from './widgets/PlaysPanel';
import { TotalsPanel } from './widgets/TotalsPanel';
import { destroyTree } from '../engine/destroyTree';
import { SlowFrames } from '../engine/slowFrames';
import { drawSound } from './drawSound';
import { DrawMachine } from './machine/DrawMachine';
import type { PreShowFacts } from './machine/PreShowPanel';
import { loadRapier, type Rapier } from './machine/rapier';

export interface DrawPlayoutProps {
  result: DrawResult;
  /** Start at this phase; by default the countdown. */
  at?: { phase: PhaseName; slot?: number };
  /** Arrive at `at` by animating from the phase before it (visual tests check transitions end right). */
  animateIn?: boolean;
  /** Advance through the phases by the scene's own timing (replay); live shows call goTo instead. */
  autoplay?: boolean;
  /** Time left on the countdown when the scene starts. */
  countdownMs?: number;
  /** The game's playout time (GameInstance.playoutSeconds): the balls are spaced to fill it. */
  playoutMs?: number;
  /**
   * A live show: the store's observable result, read through a reaction. Its draws arrive once the
   * server has drawn; the show then plays them (catching up if it arrives late) and later picks up
   * the settled winnings. Without a feed the scene shows `result` as given.
   */
  feed?: DrawFeed;
  /** Visible texts, translated by the page; English by default (the QA harness). */
  texts?: Partial<DrawPlayoutTexts>;
  /** Told once, when the show reaches its end (the page then offers the game-over screen). */
  onEnded?(): void;
  /** Told how many balls have landed whenever that changes, so the page can say them as text. */
  onReveal?(revealed: number): void;
  /** The operator forced rich animations: the machine plays even where frames run slow. */
  keepRich?: boolean;
  /** Told which show plays: the rich machine, or lite (chosen, or forced by slow frames). */
  onMode?(mode: 'rich' | 'lite'): void;
}

/** What a live show reads; a MobX store (the playout store) satisfies it. */
export interface DrawFeed {
  readonly show: DrawResult | null;
  /** Before a live draw: the jackpot (or prize pool) and the players in it, for the pre-show. */
  readonly preShow?: {
    jackpot: number;
    progressive: boolean;
    currencyId: string;
    players: number;
  } | null;
}

/** A live show joined later than this after the countdown jumps to where the draw is by now. */
const CATCH_UP_AFTER_MS = 1500;

/**
 * The lottery draw playout: countdown, RNG start, each ball drawn, totals and winnings. It animates
 * the DrawResult it is given and decides nothing: matches are only looked up for display.
 */
export class DrawPlayoutScene extends Container {
  static readonly assetBundles = ['lottery'];

  private result!: DrawResult;
  private phases: Phase[] = [];
  private index = 0;
  private view!: PlayoutView;
  private autoplay = false;
  private heldMs = 0;
  private playoutMs: number | undefined;
  /** Each phase's hold, paced to the playout time (phaseHolds). */
  private holds: number[] = [];
  private countdownEndsAt = 0;
  private layoutNarrow: boolean | null = null;
  private tl: gsap.core.Timeline | null = null;
  private parts: {
    layout: PlayoutLayout;
    design: Container;
    background: Graphics;
    status: ReturnType<typeof label>;
    machinePages: Container;
    /** Lite: the countdown page and the carousel page; rich: the draw machine. */
    countdown: CountdownPanel | null;
    drawPage: Container | null;
    carousel: BallCarousel | null;
    machine: DrawMachine | null;
    strip: DrawnStrip;
    plays: PlaysPanel;
    totalsHolder: Container;
    totals: TotalsPanel;
  } | null = null;
  /** Set by prepare() when the scene should animate into its first phase once shown. */
  private pendingTarget = -1;
  private size = { width: 960, height: 600 };
  private onEnded: (() => void) | null = null;
  private onReveal: ((revealed: number) => void) | null = null;
  private revealedTold = -1;
  private texts: DrawPlayoutTexts = DEFAULT_DRAW_PLAYOUT_TEXTS;
  private feed: DrawFeed | null = null;
  /** The rich machine plays (Rapier loaded, rich animations on, frames fast enough). */
  private rich = false;
  private rapier: Rapier | null = null;
  private readonly slowFrames = new SlowFrames();
  private onMode: ((mode: 'rich' | 'lite') => void) | null = null;
  private keepRich = false;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'DrawPlayoutScene';
  }

  get phase(): Phase {
    return this.phases[this.index];
  }

  async prepare(props: DrawPlayoutProps): Promise<void> {
    // A live show's props were made when the page first had a result; the stage loads after that,
    // and by now the feed may hold the draws (the reaction below only sees later changes).
    this.result = props.feed?.show ?? props.result;
    soundForScene(this.ctx, drawSound, 'lottery');
    this.phases = playoutPhases(this.result.draws.length, this.result.draws2nd?.length ?? 0);
    this.playoutMs = props.playoutMs;
    this.holds = phaseHolds(this.phases, this.playoutMs);
    this.autoplay = props.autoplay ?? false;
    this.texts = { ...DEFAULT_DRAW_PLAYOUT_TEXTS, ...props.texts };
    this.countdownEndsAt = this.ctx.clock.now() + (props.countdownMs ?? 10_000);
    const target = props.at ? Math.max(0, phaseIndex(this.phases, props.at.phase, props.at.slot ?? -1)) : 0;
    const animateIn = props.animateIn === true && target > 0;
    this.index = animateIn ? target - 1 : target;
    // A live show started again (a language switch remakes the props) may already hold its draws.
    if (props.feed && this.result.draws.length > 0) this.drawsArrived();
    this.view = playoutView(this.result, this.phase);
    if (animateIn) this.pendingTarget = target;
    this.onEnded = props.onEnded ?? null;
    this.onReveal = props.onReveal ?? null;
    this.tellRevealed();
    const feed = props.feed;
    this.feed = feed ?? null;
    if (feed)
      this.ctx.disposables.add(
        reaction(
          () => feed.show,
          (result) => result && this.receive(result),
        ),
      );
    this.onMode = props.onMode ?? null;
    this.keepRich = props.keepRich === true;
    await this.loadPhysics();
  }

  /** Rich mode needs Rapier, fetched with the scene; without it (offline, old browser) the show is lite. */
  private async loadPhysics(): Promise<void> {
    this.rich = this.ctx.richAnimations('lottery');
    if (this.rich)
      this.rapier = await loadRapier().catch((error: unknown) => {
        console.warn('the draw machine could not load; showing the lite draw', error);
        this.rich = false;
        return null;
      });
    this.onMode?.(this.rich ? 'rich' : 'lite');
  }

  /** Frames too slow for the machine: the same show carries on in lite mode from where it is. */
  private goLite(): void {
    this.rich = false;
    this.layoutNarrow = null;
    // The rebuild destroys the machine, which frees its physics world.
    this.resize(this.size.width, this.size.height);
    this.onMode?.('lite');
  }

  /** A new result from a live feed: the draws have arrived, or the winnings were settled. */
  private receive(result: DrawResult): void {
    const drawsArrived = this.result.draws.length === 0 && result.draws.length > 0;
    this.tl?.progress(1).kill();
    this.tl = null;
    this.result = result;
    this.phases = playoutPhases(result.draws.length, result.draws2nd?.length ?? 0);
    this.holds = phaseHolds(this.phases, this.playoutMs);
    this.index = Math.min(this.index, this.phases.length - 1);
    if (drawsArrived) this.drawsArrived();
    this.view = playoutView(this.result, this.phase);
    this.tellRevealed();
    // Plays and totals are laid out from the result: build again at the current size.
    if (this.parts) {
      this.layoutNarrow = null;
      this.resize(this.size.width, this.size.height);
    }
  }

  private tellRevealed(): void {
    const count = this.view.revealed.length;
    if (count === this.revealedTold) return;
    this.revealedTold = count;
    this.onReveal?.(count);
  }

  /** The server has drawn, so the draw has started whatever our countdown says. */
  private drawsArrived(): void {
    this.autoplay = true;
    this.countdownEndsAt = Math.min(this.countdownEndsAt, this.ctx.clock.now());
    const late = this.ctx.clock.now() - this.countdownEndsAt;
    if (late <= CATCH_UP_AFTER_MS) return;
    this.index = phaseAtElapsed(this.phases, late, this.holds);
    // Partway through that phase already: the show keeps in step with the draw, not a hold behind.
    const before = this.holds.slice(0, this.index).reduce((sum, ms) => sum + ms, 0);
    this.heldMs = Math.max(0, Math.min(late - before, this.holds[this.index]));
  }

  show(): void {
    // Built on first resize (the navigator resizes before show when it knows the size).
    if (!this.parts) this.build(960, 600);
    if (this.pendingTarget >= 0) this.goTo(this.pendingTarget, true);
    this.pendingTarget = -1;
  }

  hide(): void {
    this.tl?.progress(1);
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width, height);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, width, height, backgroundEdge);
  }

  update(ticker: TickerLike): void {
    if (!this.parts) return;
    const now = this.ctx.clock.now();
    const { carousel, machine, countdown } = this.parts;
    const rolling = carousel?.rolling;
    if (rolling) rolling.rotation = Math.sin(now / 90) * 0.25;
    machine?.update(ticker.deltaMS);
    // Deterministic mode's frozen clock is the baselines': they must not depend on the machine's speed.
    if (machine && !this.keepRich && !this.ctx.clock.frozen && this.slowFrames.frame(ticker.elapsedMS))
      this.goLite();
    if (this.phase.name === 'countdown') {
      const remaining = this.countdownEndsAt - now;
      const ticked = machine
        ? machine.setCountdown(remaining, this.preShowFacts())
        : countdown!.setRemaining(remaining);
      if (ticked) this.ctx.audio?.play('tick');
      if (this.autoplay && countdownDone(remaining)) this.next();
      return;
    }
    if (!this.autoplay || this.phase.name === 'ended') return;
    // Real time, not the capped delta, and the time held past a phase's end carried into the next:
    // on a slow device (a few frames a second) the show would otherwise fall behind the live draw.
    this.heldMs += ticker.elapsedMS;
    const hold = this.holds[this.index];
    if (this.heldMs < hold) return;
    const over = Math.min(this.heldMs - hold, hold);
    this.next();
    this.heldMs = over;
  }

  next(): void {
    if (this.index < this.phases.length - 1) this.goTo(this.index + 1, true);
  }

  /** Jumps (animate false) or transitions (animate true) to a phase; live pushes land here. */
  goTo(index: number, animate: boolean): void {
    const from = this.phase;
    // Finish the running transition first, so its end state is where the next one starts.
    this.tl?.progress(1).kill();
    this.tl = null;
    this.index = Math.max(0, Math.min(index, this.phases.length - 1));
    this.heldMs = 0;
    this.view = playoutView(this.result, this.phase);
    this.tellRevealed();
    if (this.phase.name === 'ended' && this.onEnded) {
      const told = this.onEnded;
      this.onEnded = null;
      told();
    }
    if (!animate || !this.parts) return this.apply(null);
    const tl = this.ctx.disposables.track(gsap.timeline());
    this.tl = tl;
    const parts = this.parts;
    const kind = transitionFor(from, this.phase, this.ctx.richAnimations('lottery'));
    const { countdown, drawPage } = parts;
    // The machine moves its own balls; only the totals' roll-up is shared with the lite pages.
    if (kind === 'page-up' && countdown && drawPage) pageUp(tl, countdown, drawPage, parts.layout.machine.h);
    else if (kind === 'roll-up') rollUp(tl, parts.totalsHolder, parts.layout.totals.y);
    else if (kind === 'cross-fade' && drawPage) crossFade(tl, drawPage);
    else if (kind === 'fade') liteFade(tl, parts.machinePages);
    // In lite mode the widgets jump; only the fade above moves.
    this.apply(kind === 'fade' ? null : tl);
    this.cue(from);
  }

  goToPhase(name: PhaseName, slot = -1, animate = true): void {
    const i = phaseIndex(this.phases, name, slot);
    if (i >= 0) this.goTo(i, animate);
  }

  private cue(from: Phase): void {
    const audio = this.ctx.audio;
    if (!audio) return;
    const name = this.phase.name;
    if (name === 'rng_started') audio.startMusic();
    if (name === 'draw_ended') audio.play('ballDrop');
    if (name === 'ended') {
      audio.stopMusic();
      if (this.view.won) audio.play('win');
    }
    if (from.name !== name && this.view.matchedTotal > playoutView(this.result, from).matchedTotal)
      audio.play('match');
  }

  private apply(tl: gsap.core.Timeline | null): void {
    const parts = this.parts!;
    const { countdown, drawPage, carousel, machine } = parts;
    const inCountdown = this.phase.name === 'countdown';
    const remaining = this.countdownEndsAt - this.ctx.clock.now();
    if (countdown && drawPage && (!tl || !inCountdown)) {
      countdown.visible = inCountdown || (tl !== null && this.phase.name === 'rng_started');
      drawPage.visible = !inCountdown;
      if (!tl) countdown.y = drawPage.y = 0;
    }
    countdown?.setRemaining(remaining);
    machine?.setCountdown(remaining, this.preShowFacts());
    parts.status.text = this.statusText();
    carousel?.render(this.view, tl);
    machine?.render(this.view, tl);
    parts.strip.render(this.view, tl);
    parts.plays.render(this.view, tl);
    parts.totals.render(this.view, tl);
  }

  private statusText(): string {
    const { phase, texts } = this;
    switch (phase.name) {
      case 'countdown':
        return texts.waiting;
      case 'rng_started':
        return texts.started;
      case 'ended':
        return texts.complete;
      default:
        return (phase.set === 'second' ? texts.bonusBall : texts.ball)(phase.slot + 1, this.view.totalBalls);
    }
  }

  /** The machine panel's content: the rich draw machine, or lite mode's countdown and carousel pages. */
  private machinePages(
    layout: PlayoutLayout,
    shine: ReturnType<StageContext['texture']>,
    kept: DrawMachine | null,
  ) {
    const theme = this.ctx.theme;
    if (!this.rich || !this.rapier) {
      const countdown = new CountdownPanel(theme, layout.machine, this.texts.startsIn);
      const drawPage = new Container();
      const carousel = new BallCarousel(theme, layout.machine, shine);
      drawPage.addChild(carousel);
      return { countdown, drawPage, carousel, machine: null };
    }
    const { result, texts } = this;
    const second = result.draws2nd ?? [];
    const outcome = {
      jackpotWon: result.progressive.won,
      sets: {
        main: { range: result.drawRange, drawn: result.draws },
        second: { range: result.drawRange2nd ?? Math.max(10, ...second), drawn: second },
      },
    };
    // A live result arriving (the draws, then the settled winnings) must not reset the tumbling drum.
    if (kept) {
      kept.setOutcome(outcome);
      return { countdown: null, drawPage: null, carousel: null, machine: kept };
    }
    const machine = new DrawMachine({
      rapier: this.rapier,
      theme,
      rect: layout.machine,
      shine,
      star: this.ctx.texture('star'),
      // The scene's random is seeded in deterministic mode: the same tumble on every run.
      random: this.ctx.random,
      texts,
      ...outcome,
    });
    return { countdown: null, drawPage: null, carousel: null, machine };
  }

  /** The pre-show's jackpot and players: live from the feed, else what the result says. */
  private preShowFacts(): PreShowFacts {
    const live = this.feed?.preShow;
    const currency = live?.currencyId ?? this.result.currencyId ?? 'USD';
    const progressive = live ? live.progressive : this.result.progressive.amount > 0;
    const amount = live ? live.jackpot : this.result.progressive.amount;
    // Nothing to announce yet (no plays sold, no progressive): no caption over an empty amount.
    const caption = progressive ? this.texts.jackpotCaption : this.texts.prizePoolCaption;
    return {
      jackpotCaption: amount > 0 ? caption : '',
      jackpot: amount > 0 ? formatMoney(amount, currency) : '',
      players: live ? this.texts.players(live.players) : '',
    };
  }

  /** Builds the display tree for the width's orientation; rebuilt only when that changes. */
  private build(width: number, _height: number): void {
    this.tl?.progress(1).kill();
    this.tl = null;
    const layout = playoutLayout(isNarrow(width));
    // The same orientation rebuilt (a live result arrived): the machine carries on as it is.
    const kept = this.rich && this.parts?.layout === layout ? this.parts.machine : null;
    kept?.removeFromParent();
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const theme = this.ctx.theme;
    const shine = this.ctx.texture('lottery/ball-shine');
    const { background, design } = addDesignStage(this);

    const place = <T extends Container>(node: T, rect: Rect, withPanel = true): T => {
      const holder = new Container();
      holder.position.set(rect.x, rect.y);
      if (withPanel) holder.addChild(panel(theme, rect));
      holder.addChild(node);
      design.addChild(holder);
      return node;
    };

    const title = headerTitle(theme, this.result.gameTitle, layout.header);
    const status = label(theme, '', { fontSize: 18, fill: 0xffffff });
    status.anchor.set(1, 0);
    status.position.set(layout.header.x + layout.header.w, layout.header.y + 10);
    if (this.layoutNarrow) {
      title.style.fontSize = 22;
      status.anchor.set(0, 0);
      status.position.set(layout.header.x, layout.header.y + 30);
      status.style.fontSize = 15;
    }
    design.addChild(title, status);

    const machinePages = place(new Container(), layout.machine);
    const mask = new Graphics()
      .roundRect(0, 0, layout.machine.w, layout.machine.h, theme.radius)
      .fill(0xffffff);
    machinePages.addChild(mask);
    machinePages.mask = mask;
    const pages = this.machinePages(layout, shine, kept);
    for (const page of [pages.machine, pages.countdown, pages.drawPage])
      if (page) machinePages.addChild(page);

    const strip = place(new DrawnStrip(theme, layout.strip, shine), layout.strip);
    const plays = place(new PlaysPanel(theme, layout.plays, this.view, this.texts), layout.plays);
    const money = (amount: number) => formatMoney(amount, this.result.currencyId ?? 'USD');
    const totalsHolder = new Container();
    const totals = new TotalsPanel(
      theme,
      layout.totals,
      this.result,
      money,
      this.ctx.random,
      this.ctx.texture('star'),
      this.texts,
    );
    totalsHolder.addChild(panel(theme, layout.totals), totals);
    totalsHolder.position.set(layout.totals.x, layout.totals.y);
    design.addChild(totalsHolder);

    this.parts = {
      layout,
      design,
      background,
      status,
      machinePages,
      ...pages,
      strip,
      plays,
      totalsHolder,
      totals,
    };
    this.apply(null);
  }
}
