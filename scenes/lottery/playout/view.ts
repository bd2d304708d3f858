import type { DrawResult } from '../../../src/stores/playout/playoutShow';
import type { Phase } from './phases';
import { litNumbers, parsePlay, type Play } from './plays';
import { CAROUSEL_SIZE } from './transitions';

/** A ball as the scene shows it. */
export interface ShownBall {
  number: number;
  set: 'main' | 'second';
  slot: number;
}

/** Everything the scene draws for one phase, worked out from the result alone. */
export interface PlayoutView {
  phase: Phase;
  /** Balls that have landed, in draw order. */
  revealed: ShownBall[];
  /** The ball in the machine: rolling (draw_started) or just landed (draw_ended, post-ended). */
  current: ShownBall | null;
  currentLanded: boolean;
  /**
   * The carousel's three positions, oldest first: the ball being drawn takes the next free
   * position, and from slot CAROUSEL_SIZE on the oldest is swapped out to make room.
   */
  carousel: { ball: ShownBall; landed: boolean }[];
  plays: { play: Play; lit: Play }[];
  /** Numbers matched over all plays by the balls landed so far (the totals count them live). */
  matchedTotal: number;
  /** Winnings and progressive appear only at the end. */
  showWinnings: boolean;
  won: boolean;
  totalBalls: number;
}

function allBalls(result: DrawResult): ShownBall[] {
  const main = result.draws.map((number, slot): ShownBall => ({ number, set: 'main', slot }));
  const second = (result.draws2nd ?? []).map((number, i): ShownBall => ({
    number,
    set: 'second',
    slot: main.length + i,
  }));
  return [...main, ...second];
}

export function playoutView(result: DrawResult, phase: Phase): PlayoutView {
  const balls = allBalls(result);
  const landedCount =
    phase.name === 'ended'
      ? balls.length
      : phase.name === 'draw_ended' || phase.name === 'draw_post_ended'
        ? phase.slot + 1
        : phase.name === 'draw_started'
          ? phase.slot
          : 0;
  const revealed = balls.slice(0, landedCount);
  const current = phase.slot >= 0 ? balls[phase.slot] : null;
  const mainSet = new Set(revealed.filter((b) => b.set === 'main').map((b) => b.number));
  const secondSet = new Set(revealed.filter((b) => b.set === 'second').map((b) => b.number));
  const plays = result.myPlays
    .map(parsePlay)
    .map((play) => ({ play, lit: litNumbers(play, mainSet, secondSet) }));
  const matchedTotal = plays.reduce((sum, p) => sum + p.lit.main.length + p.lit.second.length, 0);
  return {
    phase,
    revealed,
    current,
    currentLanded: phase.name === 'draw_ended' || phase.name === 'draw_post_ended',
    carousel: balls
      .slice(0, Math.max(landedCount, current ? current.slot + 1 : 0))
      .slice(-CAROUSEL_SIZE)
      .map((ball) => ({ ball, landed: ball.slot < landedCount })),
    plays,
    matchedTotal,
    showWinnings: phase.name === 'ended',
    won: result.winnings > 0 || result.progressive.won,
    totalBalls: balls.length,
  };
}
