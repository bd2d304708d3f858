import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FrozenClock, seededRandom } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import { DrawPlayoutScene } from '../../../scenes/lottery/DrawPlayoutScene';
import { winningDraw } from '../../../dev/stage-harness/fixtures';
import {
  PHASE_HOLD_MS,
  phaseAtElapsed,
  phaseHolds,
  playoutPhases,
} from '../../../scenes/lottery/playout/phases';
import type { DrawResult } from '../../../src/stores/playout/playoutShow';

const waiting: DrawResult = { ...winningDraw, draws: [], draws2nd: [] };

function liveScene(feed: { show: DrawResult | null }, clock: FrozenClock, playoutMs?: number) {
  const scene = new DrawPlayoutScene({
    disposables: new Disposables(),
    theme: STAGE_THEMES['blue-theme'],
    clock,
    random: seededRandom(),
    audio: null,
    richAnimations: () => false,
    texture: () => null,
  });
  // The page made these props while the game was still waiting for its draw.
  scene.prepare({ result: waiting, countdownMs: 60_000, feed, playoutMs });
  scene.resize(960, 600);
  scene.show();
  return scene;
}

/** Runs the scene's frames until it leaves the countdown or the time is up. */
function framesUntilDrawing(scene: DrawPlayoutScene, clock: FrozenClock, ms: number): void {
  for (let t = 0; t < ms && scene.phase.name === 'countdown'; t += 16) {
    clock.advance(16);
    scene.update({ deltaMS: 16, elapsedMS: 16 } as never);
  }
}

describe('a live draw show fed by the playout store', () => {
  it('plays draws that arrive while it runs', () => {
    const clock = new FrozenClock();
    const feed = observable({ show: waiting as DrawResult | null });
    const scene = liveScene(feed, clock);
    framesUntilDrawing(scene, clock, 500);
    expect(scene.phase.name).toBe('countdown');
    runInAction(() => (feed.show = winningDraw));
    framesUntilDrawing(scene, clock, 500);
    expect(scene.phase.name).not.toBe('countdown');
    scene.destroy({ children: true });
  });

  it('plays draws the store already held when the stage finished loading', () => {
    // The stage loads lazily: the server can draw between the page's props and the scene's start.
    const clock = new FrozenClock();
    const feed = observable({ show: winningDraw as DrawResult | null });
    const scene = liveScene(feed, clock);
    framesUntilDrawing(scene, clock, 500);
    expect(scene.phase.name).not.toBe('countdown');
    scene.destroy({ children: true });
  });

  it('keeps to real time on a device that draws only a few frames a second', () => {
    // PIXI caps a frame's delta at 100 ms; at 4 frames a second a show timed by it ran at 40 %.
    const clock = new FrozenClock();
    const feed = observable({ show: winningDraw as DrawResult | null });
    const scene = liveScene(feed, clock);
    const holds = playoutPhases(winningDraw.draws.length, winningDraw.draws2nd?.length ?? 0)
      .slice(1, -1)
      .reduce((sum, phase) => sum + PHASE_HOLD_MS[phase.name as keyof typeof PHASE_HOLD_MS], 0);
    // The draw's phases plus a frame or two of slack: a show timed by capped deltas takes 2.5 times.
    for (let t = 0; t <= holds + 500 && scene.phase.name !== 'ended'; t += 250) {
      clock.advance(250);
      scene.update({ deltaMS: 100, elapsedMS: 250 } as never);
    }
    expect(scene.phase.name).toBe('ended');
    scene.destroy({ children: true });
  });

  it('paces a live show to the playout time, and one that learns of its draw late catches up at that pace', () => {
    const playoutMs = 30_000;
    const phases = playoutPhases(winningDraw.draws.length, winningDraw.draws2nd?.length ?? 0);
    const holds = phaseHolds(phases, playoutMs);
    const clock = new FrozenClock();
    const feed = observable({ show: waiting as DrawResult | null });
    const scene = liveScene(feed, clock, playoutMs);
    // The countdown ran out 8 s ago (a poll behind); the draws arrive only now.
    clock.advance(60_000 + 8_000);
    runInAction(() => (feed.show = winningDraw));
    const caughtUp = phases.findIndex((p) => p.name === scene.phase.name && p.slot === scene.phase.slot);
    expect(caughtUp).toBe(phaseAtElapsed(phases, 8_000, holds));
    // At the fixed pace the show would be further on by now: this one is slower, as paced.
    expect(caughtUp).toBeLessThan(phaseAtElapsed(phases, 8_000));
    // From there it ends when the playout time is up, not a fixed-pace show's length later.
    let t = 8_000;
    for (; t <= 50_000 && scene.phase.name !== 'ended'; t += 50) {
      clock.advance(50);
      scene.update({ deltaMS: 50, elapsedMS: 50 } as never);
    }
    expect(scene.phase.name).toBe('ended');
    expect(Math.abs(t - playoutMs)).toBeLessThanOrEqual(100);
    scene.destroy({ children: true });
  });
});
