import { describe, expect, it } from 'vitest';
import {
  MIN_PACE,
  PHASE_HOLD_MS,
  phaseAtElapsed,
  phaseHolds,
  playoutPhases,
} from '../../../scenes/lottery/playout/phases';
import { RAFFLE_HOLD_MS, RAFFLE_MIN_HOLD_MS, raffleHoldMs } from '../../../scenes/raffle/RafflePlayoutScene';

const sum = (holds: number[]) => holds.reduce((s, ms) => s + ms, 0);

describe('draw pacing from the playout time', () => {
  it('spaces the balls so the whole draw takes the playout time the server gives', () => {
    const phases = playoutPhases(6);
    for (const seconds of [20, 60, 180]) {
      const holds = phaseHolds(phases, seconds * 1000);
      expect(sum(holds)).toBeCloseTo(seconds * 1000, 6);
      // The show lands on its last phase exactly when the playout time is up.
      expect(phases[phaseAtElapsed(phases, seconds * 1000 - 1, holds)].name).not.toBe('ended');
      expect(phases[phaseAtElapsed(phases, seconds * 1000 + 1, holds)].name).toBe('ended');
    }
    // A longer playout spaces the same balls further apart.
    const ballAt = (seconds: number) =>
      phaseHolds(phases, seconds * 1000)[phases.findIndex((p) => p.name === 'draw_started')];
    expect(ballAt(60)).toBeCloseTo(ballAt(20) * 3, 6);
  });

  it('keeps the fixed pace without a playout time, and never goes faster than the animations allow', () => {
    const phases = playoutPhases(5, 1);
    const base = phaseHolds(phases);
    expect(base[phases.findIndex((p) => p.name === 'draw_started')]).toBe(PHASE_HOLD_MS.draw_started);
    expect(phaseHolds(phases, 0)).toEqual(base);
    const rushed = phaseHolds(phases, 1000);
    expect(sum(rushed)).toBeCloseTo(sum(base) * MIN_PACE, 6);
  });

  it("spaces a raffle's tickets over the playout time, within what the drum needs", () => {
    expect(raffleHoldMs(10, 60_000)).toBe(6000);
    expect(raffleHoldMs(10)).toBe(RAFFLE_HOLD_MS);
    expect(raffleHoldMs(100, 20_000)).toBe(RAFFLE_MIN_HOLD_MS);
  });
});
