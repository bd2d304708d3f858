import type { Container } from 'pixi.js';
import { TRANSITION_MS } from './playout/transitions';

/**
 * The GSAP side of the spec's playout transitions. Each adds tweens to the phase's timeline at
 * its start; the widgets add their own tweens (ball swaps, roll-ups) to the same timeline.
 */
type Timeline = gsap.core.Timeline;
const seconds = (name: keyof typeof TRANSITION_MS) => TRANSITION_MS[name] / 1000;

/** page-up: the countdown page slides up and out while the draw page rises in from below. */
export function pageUp(tl: Timeline, outgoing: Container, incoming: Container, height: number): void {
  incoming.visible = true;
  tl.fromTo(outgoing, { y: 0 }, { y: -height, duration: seconds('page-up'), ease: 'power2.inOut' }, 0)
    .fromTo(incoming, { y: height }, { y: 0, duration: seconds('page-up'), ease: 'power2.inOut' }, 0)
    .set(outgoing, { visible: false });
}

/** cross-fade: the area dips and comes back showing the new state, which is applied at once. */
export function crossFade(tl: Timeline, area: Container): void {
  const half = seconds('cross-fade') / 2;
  tl.fromTo(area, { alpha: 0.35 }, { alpha: 1, duration: half * 2, ease: 'sine.out' }, 0);
}

/** roll-up: the totals panel lifts a little while its numbers roll (the numbers do their own part). */
export function rollUp(tl: Timeline, totals: Container, y: number): void {
  tl.fromTo(totals, { y: y + 10 }, { y, duration: seconds('roll-up') / 2, ease: 'back.out(2)' }, 0);
}

/** Lite mode: the new state fades in quickly and nothing moves. */
export function liteFade(tl: Timeline, area: Container): void {
  tl.fromTo(area, { alpha: 0.6 }, { alpha: 1, duration: seconds('fade'), ease: 'none' }, 0);
}
