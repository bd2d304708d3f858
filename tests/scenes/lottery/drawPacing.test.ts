import { describe, expect, it } from 'vitest';
import {
  MAX_PACE,
  MIN_PACE,
  PHASE_HOLD_MS,
  phaseAtElapsed,
  phaseHolds,
  playoutPhases,
} from '../../../scenes/lottery/playout/phases';
import {
  RAFFLE_HOLD_MS,
  RAFFLE_MAX_HOLD_MS,
  RAFFLE_MIN_HOLD_MS,
  raffleHoldMs,
  raffleTicketsDue,
} from '../../../scenes/raffle/RafflePlayoutScene';
import { playoutMsOf } from '../../../src/pages/playout/playoutPace';

const sum = (holds: number[]) => holds.reduce((s, ms) => s + ms, 0);

describe('draw pacing from the playout time', () => {
  it('spaces the balls so the whole draw takes the playout time the server gives', () => {
    // Fast 5/35: five balls, 16.3 s at the fixed pace; 12 s and 20 s playouts are within the caps.
    const phases = playoutPhases(5);
    for (const seconds of [12, 20]) {
      const holds = phaseHolds(phases, seconds * 1000);
      expect(sum(holds)).toBeCloseTo(seconds * 1000, 6);
      // The show lands on its last phase exactly when the playout time is up.
      expect(phases[phaseAtElapsed(phases, seconds * 1000 - 1, holds)].name).not.toBe('ended');
      expect(phases[phaseAtElapsed(phases, seconds * 1000 + 1, holds)].name).toBe('ended');
    }
    // A longer playout spaces the same balls further apart; the intro keeps its own time.
    const at = (seconds: number, name: 'rng_started' | 'draw_started') =>
      phaseHolds(phases, seconds * 1000)[phases.findIndex((p) => p.name === name)];
    expect(at(20, 'draw_started')).toBeGreaterThan(at(12, 'draw_started'));
    expect(at(20, 'rng_started')).toBe(PHASE_HOLD_MS.rng_started);
    expect(at(12, 'rng_started')).toBe(PHASE_HOLD_MS.rng_started);
  });

  it('keeps the fixed pace without a playout time, and never goes faster than the animations allow', () => {
    const phases = playoutPhases(5, 1);
    const base = phaseHolds(phases);
    expect(base[phases.findIndex((p) => p.name === 'draw_started')]).toBe(PHASE_HOLD_MS.draw_started);
    expect(phaseHolds(phases, 0)).toEqual(base);
    const rushed = phaseHolds(phases, 1000);
    const intro = PHASE_HOLD_MS.rng_started;
    expect(sum(rushed) - intro).toBeCloseTo((sum(base) - intro) * MIN_PACE, 6);
  });

  it('never drags: a long playout (the 6/49 gives 60 s) ends early at MAX_PACE', () => {
    const phases = playoutPhases(6, 1);
    const base = phaseHolds(phases);
    const intro = PHASE_HOLD_MS.rng_started;
    for (const seconds of [60, 180]) {
      const holds = phaseHolds(phases, seconds * 1000);
      expect(sum(holds) - intro).toBeCloseTo((sum(base) - intro) * MAX_PACE, 6);
      expect(sum(holds)).toBeLessThan(seconds * 1000);
    }
  });

  it("spaces a raffle's tickets over the playout time, within what the drum needs and never dragging", () => {
    expect(raffleHoldMs(10, 20_000)).toBe(2000);
    expect(raffleHoldMs(10)).toBe(RAFFLE_HOLD_MS);
    expect(raffleHoldMs(100, 20_000)).toBe(RAFFLE_MIN_HOLD_MS);
    expect(raffleHoldMs(3, 60_000)).toBe(RAFFLE_MAX_HOLD_MS);
  });

  it('shows a raffle opened mid-draw with the tickets its pace has drawn by now', () => {
    expect(raffleTicketsDue(5, 2000, 0)).toBe(0);
    expect(raffleTicketsDue(5, 2000, 1000)).toBe(0);
    expect(raffleTicketsDue(5, 2000, 4500)).toBe(3);
    expect(raffleTicketsDue(5, 2000, 60_000)).toBe(5);
  });

  it("takes a live game's playoutSeconds; a replay keeps its own pace", () => {
    expect(playoutMsOf({ playoutSeconds: 45 }, 'live')).toBe(45_000);
    expect(playoutMsOf({ playoutSeconds: 45 }, 'replay')).toBeUndefined();
    expect(playoutMsOf({}, 'live')).toBeUndefined();
    expect(playoutMsOf(null, 'live')).toBeUndefined();
  });
});
