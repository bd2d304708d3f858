import { Container, type Texture } from 'pixi.js';
import type { Random } from '../../engine/determinism';
import type { Rect } from '../../engine/designLayout';
import { destroyTree } from '../../engine/destroyTree';
import type { StageTheme } from '../../engine/themes';
import { BallView } from '../art/BallView';
import type { PlayoutView, ShownBall } from '../playout/view';
import { label } from '../widgets/labels';
import { burst } from './celebrate';
import { drumArt } from './DrumArt';
import { DrumWorld, PHYSICS_STEP_MS } from './DrumWorld';
import type { Rapier } from './rapier';
import {
  ballRadiusFor,
  drumNumbers,
  machineGeometry,
  pathLength,
  pointAlong,
  type MachineGeometry,
} from './geometry';
import { PreShowPanel, type PreShowFacts } from './PreShowPanel';

type Timeline = gsap.core.Timeline;
type BallSet = ShownBall['set'];

export interface MachineTexts {
  startsIn: string;
  oneToGo: string;
  match: string;
  jackpot: string;
}

export interface MachineSetup {
  rapier: Rapier;
  theme: StageTheme;
  rect: Rect;
  shine: Texture | null;
  star: Texture | null;
  random: Random;
  texts: MachineTexts;
  /** The player won the progressive jackpot: the biggest celebration. */
  jackpotWon: boolean;
  /** Each set's range and the balls the server drew in it (the drum must hold those). */
  sets: Record<BallSet, { range: number; drawn: readonly number[] }>;
}

/** At most this many physics steps per frame: a stalled tab catches up without a long freeze. */
const MAX_STEPS_PER_FRAME = 4;

/**
 * The rich draw show's machine: balls tumbling in a Rapier drum, the drawn ball (the one the server
 * drew, taken out of the physics) rising out and rolling along the chute to the display, a pre-show
 * beside the drum while the countdown runs, a build-up when a line is one ball from complete, and
 * bursts for matches, wins and the jackpot. It animates the view it is given and decides nothing.
 */
export class DrawMachine extends Container {
  private readonly geometry: MachineGeometry;
  private readonly world: DrumWorld;
  private readonly art;
  private readonly drumLayer = new Container();
  private readonly flyLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly drumBalls = new Map<number, BallView>();
  private readonly preShow: PreShowPanel;
  private readonly caption;
  private drumSet: BallSet | null = null;
  private display: { slot: number; ball: BallView } | null = null;
  private carried = 0;
  private atRest = false;
  /** Balls already taken out of the drum, per set: a refill leaves them out. */
  private readonly out: Record<BallSet, Set<number>> = { main: new Set(), second: new Set() };
  private ballRadius = 0;
  private celebrated = false;

  constructor(private setup: MachineSetup) {
    super();
    const { theme, rect } = setup;
    this.geometry = machineGeometry(rect, Math.max(setup.sets.main.range, setup.sets.second.range));
    this.world = new DrumWorld(setup.rapier, {
      radius: this.geometry.drum.radius,
      ballRadius: this.geometry.ballRadius,
      random: setup.random,
    });
    this.art = drumArt(theme, this.geometry);
    const g = this.geometry;
    const besideDrum = g.drum.x + g.drum.radius + 12;
    const belowChute = g.chute[2].y + g.ballRadius + 8;
    this.preShow = new PreShowPanel(
      theme,
      { x: besideDrum, y: belowChute, w: rect.w - besideDrum - 8, h: rect.h - belowChute - 8 },
      setup.texts.startsIn,
    );
    this.caption = label(theme, '', {
      fontSize: Math.round(rect.h * 0.075),
      fontWeight: 'bold',
      fill: theme.palette.win,
    });
    this.caption.anchor.set(0.5);
    this.caption.position.set(
      this.geometry.sideX,
      this.geometry.display.y + this.geometry.display.radius + rect.h * 0.12,
    );
    this.addChild(
      this.art.back,
      this.art.cup,
      this.art.paddles,
      this.drumLayer,
      this.art.front,
      this.flyLayer,
      this.preShow,
      this.caption,
      this.fxLayer,
    );
    this.fillDrum('main', []);
  }

  /** Steps the physics by whole fixed steps (the same frames give the same tumble) and moves the balls. */
  update(deltaMs: number): void {
    if (this.atRest) return;
    const { world } = this;
    this.carried += deltaMs;
    let steps = 0;
    // A hair under a step counts as one: stepped frames of exactly FRAME_MS must give one step each.
    while (this.carried >= PHYSICS_STEP_MS - 0.01 && steps < MAX_STEPS_PER_FRAME) {
      world.step();
      this.carried -= PHYSICS_STEP_MS;
      steps += 1;
    }
    if (steps === MAX_STEPS_PER_FRAME) this.carried = 0;
    this.syncBalls();
  }

  /** Puts each ball view where the physics has it (and the paddles where the drum has turned). */
  private syncBalls(): void {
    const { world } = this;
    const { drum } = this.geometry;
    for (const s of world.states()) {
      const ball = this.drumBalls.get(s.number);
      if (!ball) continue;
      ball.position.set(drum.x + s.x, drum.y + s.y);
      ball.rotation = s.angle;
    }
    // At rest the paddles stand where they started, whatever the time the show took to get there.
    this.art.paddles.rotation = this.atRest ? 0 : world.rotation;
  }

  /**
   * A live result arrived (the server's draws, the settled jackpot). A drum of a big range holds
   * only some balls: refilled if it lacks a ball the server drew, so that ball is the one taken out.
   */
  setOutcome(outcome: Pick<MachineSetup, 'jackpotWon' | 'sets'>): void {
    this.setup = { ...this.setup, ...outcome };
    const set = this.drumSet ?? 'main';
    const { range, drawn } = this.setup.sets[set];
    const missing = drumNumbers(range, drawn).some((n) => !this.world.has(n) && !this.out[set].has(n));
    if (missing) this.fillDrum(set, []);
  }

  /** The physics world lives in WebAssembly memory: freed with the display tree. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    if (!this.destroyed) this.world.free();
    super.destroy(options);
  }

  setCountdown(remainingMs: number, facts: PreShowFacts): boolean {
    this.preShow.setFacts(facts);
    return this.preShow.setRemaining(remainingMs);
  }

  /** Shows a phase: jumps there without a timeline, animates on one. */
  render(view: PlayoutView, tl: Timeline | null): void {
    const name = view.phase.name;
    this.world.spinBoost = name === 'draw_started' ? 2 : 1;
    if (tl && name === 'rng_started')
      tl.to(this.preShow, { alpha: 0, duration: 0.4 }, 0).set(this.preShow, { visible: false });
    else {
      this.preShow.visible = name === 'countdown';
      this.preShow.alpha = 1;
    }
    const current = view.current;
    const set: BallSet = current?.set ?? view.revealed.at(-1)?.set ?? 'main';
    if (set !== this.drumSet) this.fillDrum(set, view.revealed);
    // The draw is over: the machine stops and its balls settle at rest, the same whenever the
    // show got here (a replay's end is a baseline reached after a varying number of frames).
    if (name === 'ended' && !this.atRest) {
      this.atRest = true;
      this.fillDrum(set, view.revealed);
    }
    for (const shown of view.revealed)
      if (shown.set === set && shown.slot !== current?.slot) this.takeOut(shown.number);
    this.showDisplay(view, tl);
    this.captionFor(view, tl);
    if (tl && name === 'ended' && view.won && !this.celebrated) this.celebrateWin(tl);
  }

  private fillDrum(set: BallSet, revealed: readonly ShownBall[]): void {
    for (const ball of this.drumBalls.values()) destroyTree(ball);
    this.drumBalls.clear();
    const { range, drawn } = this.setup.sets[set];
    const out = new Set([...this.out[set], ...revealed.filter((b) => b.set === set).map((b) => b.number)]);
    const all = drumNumbers(range, drawn);
    const numbers = all.filter((n) => !out.has(n));
    // Sized by the whole set, so balls keep their size as the drum empties.
    this.ballRadius = ballRadiusFor(this.geometry.drum.radius, all.length);
    this.world.fill(numbers, this.ballRadius);
    for (const number of numbers) {
      const ball = new BallView(this.setup.theme, this.ballRadius, this.setup.shine);
      ball.setNumber(number);
      this.drumBalls.set(number, ball);
      this.drumLayer.addChild(ball);
    }
    this.drumSet = set;
    this.syncBalls();
  }

  /** Takes a ball out of the drum; where it was, or the drum's mouth if it was not shown. */
  private takeOut(number: number): { x: number; y: number } {
    const { drum } = this.geometry;
    const at = this.world.take(number);
    if (this.drumSet) this.out[this.drumSet].add(number);
    const view = this.drumBalls.get(number);
    if (view) {
      this.drumBalls.delete(number);
      destroyTree(view);
    }
    return at ? { x: drum.x + at.x, y: drum.y + at.y } : this.geometry.chute[0];
  }

  /** The current ball at the display: flown there along the chute when drawn, else just there. */
  private showDisplay(view: PlayoutView, tl: Timeline | null): void {
    const current = view.current;
    if (this.display && this.display.slot !== (current?.slot ?? this.display.slot)) {
      const old = this.display.ball;
      this.display = null;
      if (tl)
        tl.to(old, { alpha: 0, y: old.y + 30, duration: 0.3 }, 0).call(() => destroyTree(old), [], 0.31);
      else destroyTree(old);
    }
    if (!current || this.display) {
      if (this.display && tl && view.phase.name === 'draw_ended') this.land(view, tl);
      return;
    }
    const from = this.takeOut(current.number);
    const g = this.geometry;
    const ball = new BallView(this.setup.theme, g.display.radius, this.setup.shine);
    ball.setNumber(current.number);
    this.flyLayer.addChild(ball);
    this.display = { slot: current.slot, ball };
    const small = this.ballRadius / g.display.radius;
    if (!tl || view.currentLanded) {
      ball.position.set(g.display.x, g.display.y);
      if (tl && view.phase.name === 'draw_ended') this.land(view, tl);
      return;
    }
    this.fly(ball, from, small, tl);
  }

  /** Up from where it tumbled to the drum's mouth, along the chute rolling, then grown at the display. */
  private fly(ball: BallView, from: { x: number; y: number }, small: number, tl: Timeline): void {
    const g = this.geometry;
    ball.position.set(from.x, from.y);
    ball.scale.set(small);
    const mouth = g.chute[0];
    const roll = pathLength(g.chute) / this.ballRadius;
    const along = { t: 0 };
    tl.to(ball, { x: mouth.x, y: mouth.y, duration: 0.3, ease: 'power2.in' }, 0.05)
      .to(
        along,
        {
          t: 1,
          duration: 0.8,
          ease: 'power1.inOut',
          onUpdate: () => {
            const p = pointAlong(g.chute, along.t);
            ball.position.set(p.x, p.y);
            ball.rotation = along.t * roll;
          },
        },
        0.35,
      )
      .to(ball.scale, { x: 1, y: 1, duration: 0.25, ease: 'back.out(1.6)' }, 1.1)
      .to(ball, { rotation: 0, duration: 0.25 }, 1.1);
  }

  /** The ball has landed: a pop, and a burst when it matches one of the player's numbers. */
  private land(view: PlayoutView, tl: Timeline): void {
    const ball = this.display!.ball;
    tl.fromTo(ball.scale, { x: 1.15, y: 1.15 }, { x: 1, y: 1, duration: 0.35, ease: 'back.out(3)' }, 0);
    if (!matches(view)) return;
    const { palette, ball: skin } = this.setup.theme;
    burst(tl, this.fxLayer, this.geometry.display, {
      colors: [skin.matchRing, palette.accent, palette.win],
      count: 14,
      reach: this.geometry.display.radius * 2.4,
      random: this.setup.random,
      star: this.setup.star,
    });
  }

  /** "1 to go!" while a ball is drawn for a line one short; "Match!" when the landed ball matched. */
  private captionFor(view: PlayoutView, tl: Timeline | null): void {
    const name = view.phase.name;
    const text =
      name === 'draw_started' && oneToGo(view)
        ? this.setup.texts.oneToGo
        : (name === 'draw_ended' || name === 'draw_post_ended') && matches(view)
          ? this.setup.texts.match
          : // A plain win is told by the totals' verdict; the jackpot also gets the machine's word.
            name === 'ended' && view.won && this.setup.jackpotWon
            ? this.setup.texts.jackpot
            : '';
    this.caption.text = text;
    this.caption.alpha = 1;
    this.caption.scale.set(1);
    if (tl && text && name !== 'draw_post_ended')
      tl.fromTo(
        this.caption.scale,
        { x: 0.4, y: 0.4 },
        { x: 1, y: 1, duration: 0.4, ease: 'back.out(2.5)' },
        0,
      );
    if (tl && name === 'draw_started' && text)
      tl.to(this.caption, { alpha: 0.45, duration: 0.3, yoyo: true, repeat: 3, ease: 'sine.inOut' }, 0.4);
  }

  private celebrateWin(tl: Timeline): void {
    this.celebrated = true;
    const { palette, ball } = this.setup.theme;
    const jackpot = this.setup.jackpotWon;
    if (jackpot)
      burst(tl, this.fxLayer, this.geometry.drum, {
        colors: [0xffd34d, 0xf5b400, 0xffffff],
        count: 24,
        reach: this.setup.rect.w * 0.4,
        random: this.setup.random,
        star: this.setup.star,
        delay: 0.3,
      });
    burst(tl, this.fxLayer, this.geometry.display, {
      colors: [palette.accent, ball.matchRing, palette.win, 0xffffff],
      count: jackpot ? 28 : 18,
      reach: this.setup.rect.w * 0.35,
      random: this.setup.random,
      star: this.setup.star,
    });
  }
}

/** The current (landed) ball is one of the player's numbers on some line. */
function matches(view: PlayoutView): boolean {
  const current = view.current;
  if (!current || !view.currentLanded) return false;
  return view.plays.some((p) =>
    (current.set === 'main' ? p.lit.main : p.lit.second).includes(current.number),
  );
}

/** Some line has all its main numbers but one, and a main ball is on its way. */
function oneToGo(view: PlayoutView): boolean {
  if (view.current?.set !== 'main') return false;
  return view.plays.some((p) => p.play.main.length > 1 && p.play.main.length - p.lit.main.length === 1);
}
