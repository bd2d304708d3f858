import { Container, Graphics } from 'pixi.js';
import gsap from 'gsap';
import { formatMoney } from '../../protocol/money';
import type { SpinnerProgress, SpinnerTicketView } from '../../src/stores/instant/ticketView';
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
import { spinnerLayout, wheelRadius, type SpinnerLayout } from './layout';
import {
  segmentArcs,
  settleOvershoot,
  stopRotation,
  tickTimes,
  type SegmentArc,
  type WheelEase,
} from './wheelMaths';
import { spinnerSound } from './spinnerSound';

export interface SpinnerProps {
  ticket: SpinnerTicketView;
  texts?: Partial<InstantSceneTexts>;
  /** The page's sound settings: the stage's audio then obeys the spinner flags. */
  sound?: StageSoundSettings;
  /** Told when the spin starts (the page persists it: the wheel is then shown at rest on its result). */
  onProgress?(progress: SpinnerProgress): void;
  /** Told once, when the wheel has stopped. */
  onFinished?(): void;
  /** Spin as soon as shown (the harness; a replay). */
  autoSpin?: boolean;
}

/** Whole turns of a full spin before the stop, and its length in seconds. */
const TURNS = 5;
const SPIN_S = 4.6;

/**
 * The spinner: a wheel of weighted segments that spins, on a tap or Enter, to the ticket's
 * segment (decided at purchase) with a long decelerating ease and a slight settle, ticking as each
 * segment passes the pointer. Lite mode turns once, quickly, and does not celebrate.
 */
export class SpinnerScene extends Container {
  static readonly assetBundles = [];

  private ticket!: SpinnerTicketView;
  private props!: SpinnerProps;
  private texts: InstantSceneTexts = instantTexts();
  private arcs: SegmentArc[] = [];
  private rotation0 = 0;
  private state: 'ready' | 'spinning' | 'done' = 'ready';
  private layoutNarrow: boolean | null = null;
  private size = { width: 960, height: 600 };
  private parts:
    (DesignStage & { layout: SpinnerLayout; wheel: Container; pointer: Graphics; info: InfoPanel }) | null =
    null;

  constructor(private readonly ctx: StageContext) {
    super();
    this.label = 'SpinnerScene';
  }

  get wheelRotation(): number {
    return this.parts?.wheel.rotation ?? this.rotation0;
  }

  prepare(props: SpinnerProps): void {
    this.props = props;
    this.ticket = props.ticket;
    this.texts = instantTexts(props.texts);
    this.arcs = segmentArcs(props.ticket.segments);
    const index = props.ticket.revealed.spun ? props.ticket.winningSegment : 0;
    this.rotation0 = stopRotation(this.arcs, index, 0, 0);
    if (props.ticket.revealed.spun) this.state = 'done';
    soundForScene(this.ctx, spinnerSound, 'spinner', props.sound);
  }

  show(): void {
    if (!this.parts) this.build(this.size.width);
    this.ctx.disposables.listen(window, 'keydown', (e) => this.onKey(e));
    if (this.props.autoSpin) this.spin();
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    if (this.layoutNarrow !== isNarrow(width)) this.build(width);
    const parts = this.parts!;
    const { background, backgroundEdge } = this.ctx.theme.palette;
    fitDesignStage(parts, parts.layout, background, width, height, backgroundEdge);
  }

  /** Spins to the ticket's segment; a second call while spinning or after is ignored. */
  spin(): void {
    const parts = this.parts;
    if (!parts || this.state !== 'ready') return;
    this.state = 'spinning';
    parts.info.setEnabled(false);
    this.props.onProgress?.({ spun: true });
    const rich = this.ctx.richAnimations('spinner');
    const index = this.ticket.winningSegment;
    const { wheel } = parts;
    const from = wheel.rotation;
    const target = stopRotation(this.arcs, index, from, rich ? TURNS : 1);
    const flap = this.ctx.disposables.track(
      gsap.fromTo(parts.pointer, { rotation: -0.35 }, { rotation: 0, duration: 0.12, paused: true }),
    );
    const tick = () => {
      this.ctx.audio?.play('tick');
      if (rich) flap.restart();
    };
    const tl = this.ctx.disposables.track(gsap.timeline({ onComplete: () => this.finish(true) }));
    // The settle never crosses a boundary (settleOvershoot), so every tick is in the main turn.
    const stop = rich ? target + settleOvershoot(this.arcs, index) : target;
    const [duration, ease]: [number, WheelEase] = rich ? [SPIN_S, 'power3.out'] : [0.8, 'power2.out'];
    tl.to(wheel, { rotation: stop, duration, ease });
    if (rich) tl.to(wheel, { rotation: target, duration: 0.5, ease: 'sine.inOut' });
    // Each tick on the timeline at the moment its boundary passes the pointer under this ease:
    // the pace of the real deceleration, whatever the frame rate.
    for (const at of tickTimes(this.arcs, from, stop, duration, ease)) tl.call(tick, undefined, at);
  }

  private finish(announce: boolean): void {
    const parts = this.parts;
    if (!parts) return;
    this.state = 'done';
    const prize = this.ticket.prizeMinor;
    const rich = this.ctx.richAnimations('spinner');
    parts.info.finish(prize);
    this.markWinner(parts.wheel);
    if (announce) this.ctx.audio?.play('stop');
    if (prize > 0) {
      countUp(this.ctx, prize, (v) => parts.info.showAmount(v), rich && announce);
      if (rich && announce) confetti(this.ctx, parts.design, parts.layout.wheel);
      if (announce) this.ctx.audio?.play('win');
    }
    if (announce) this.props.onFinished?.();
  }

  private onKey(event: KeyboardEvent): void {
    if (this.state !== 'ready' || keyBelongsToPage(event.target)) return;
    const key = instantKey(event.key, event.shiftKey);
    if (key?.kind !== 'act') return;
    event.preventDefault();
    this.spin();
  }

  private markWinner(wheel: Container): void {
    const arc = this.arcs[this.ticket.winningSegment];
    const radius = wheelRadius(this.parts!.layout.wheel);
    const ring = new Graphics().arc(0, 0, radius - 4, arc.start - Math.PI / 2, arc.end - Math.PI / 2).stroke({
      width: 8,
      color: this.ticket.prizeMinor > 0 ? this.ctx.theme.palette.win : this.ctx.theme.palette.mutedText,
    });
    ring.label = 'winner';
    wheel.getChildByLabel('winner')?.destroy({ context: true });
    wheel.addChild(ring);
  }

  private build(width: number): void {
    const rotation = this.parts?.wheel.rotation ?? this.rotation0;
    this.removeChildren().forEach(destroyTree);
    this.layoutNarrow = isNarrow(width);
    const { theme } = this.ctx;
    const layout = spinnerLayout(this.layoutNarrow);
    const stage = addDesignStage(this);
    stage.design.addChild(headerTitle(theme, this.ticket.gameName, layout.header));

    const holder = new Container();
    holder.position.set(layout.wheel.x, layout.wheel.y);
    holder.addChild(panel(theme, layout.wheel));
    const radius = wheelRadius(layout.wheel);
    const wheel = this.drawWheel(radius);
    wheel.position.set(layout.wheel.w / 2, 40 + (layout.wheel.h - 40) / 2);
    wheel.rotation = rotation;
    wheel.eventMode = 'static';
    wheel.cursor = 'pointer';
    wheel.on('pointertap', () => this.spin());
    const pointer = new Graphics()
      .poly([-16, -6, 16, -6, 0, 26])
      .fill(theme.palette.accent)
      .stroke({ width: 3, color: theme.palette.text });
    pointer.position.set(wheel.x, wheel.y - radius - 10);
    holder.addChild(wheel, pointer);

    const info = new InfoPanel({
      theme,
      rect: layout.info,
      texts: this.texts,
      currencyId: this.ticket.currencyId,
      priceMinor: this.ticket.priceMinor,
      rule: this.texts.spinRule,
      keys: this.texts.spinHint,
      action: this.texts.spin,
      onAction: () => this.spin(),
      narrow: this.layoutNarrow,
    });
    stage.design.addChild(holder, info);
    this.parts = { ...stage, layout, wheel, pointer, info };
    if (this.state === 'done') this.finish(false);
    else if (this.state === 'spinning') info.setEnabled(false);
  }

  private drawWheel(radius: number): Container {
    const { theme } = this.ctx;
    const wheel = new Container();
    const face = new Graphics();
    face.label = 'face';
    const colours = theme.ball.bands;
    this.ticket.segments.forEach((segment, i) => {
      const arc = this.arcs[i];
      const colour = segment.prizeMinor > 0 ? colours[i % colours.length] : theme.palette.chip;
      face
        .moveTo(0, 0)
        .arc(0, 0, radius, arc.start - Math.PI / 2, arc.end - Math.PI / 2)
        .closePath()
        .fill(colour)
        .stroke({ width: 2, color: theme.palette.panelEdge });
    });
    face.circle(0, 0, radius).stroke({ width: 6, color: theme.ball.outline });
    wheel.addChild(face);
    this.ticket.segments.forEach((segment, i) => {
      const arc = this.arcs[i];
      const middle = (arc.start + arc.end) / 2 - Math.PI / 2;
      const text = label(
        theme,
        segment.prizeMinor > 0
          ? formatMoney(segment.prizeMinor, this.ticket.currencyId, { unit: 'minor', abbreviate: true })
          : this.texts.noPrizeSegment,
        { fontSize: Math.max(12, Math.round(radius / 11)), fontWeight: 'bold', fill: theme.ball.numberColor },
      );
      text.anchor.set(1, 0.5);
      text.rotation = middle;
      text.position.set(Math.cos(middle) * radius * 0.88, Math.sin(middle) * radius * 0.88);
      wheel.addChild(text);
    });
    const hub = new Graphics()
      .circle(0, 0, radius * 0.12)
      .fill(theme.palette.accent)
      .stroke({ width: 3, color: theme.ball.outline });
    wheel.addChild(hub);
    return wheel;
  }
}
