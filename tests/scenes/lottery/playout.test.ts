import { describe, expect, it } from 'vitest';
import { playoutPhases, phaseIndex, type Phase } from '../../../scenes/lottery/playout/phases';
import { transitionBetween, transitionFor } from '../../../scenes/lottery/playout/transitions';
import { parsePlay } from '../../../scenes/lottery/playout/plays';
import { playoutView } from '../../../scenes/lottery/playout/view';
import { countdownDone, countdownLabel, countdownSeconds } from '../../../scenes/lottery/playout/countdown';
import type { DrawResult } from '../../../src/stores/playout/playoutShow';

const names = (phases: Phase[]) => phases.map((p) => (p.slot >= 0 ? `${p.name}#${p.slot}` : p.name));

describe('playoutPhases', () => {
  it('runs countdown, rng_started, each ball, ended; the last ball has no post-ended', () => {
    expect(names(playoutPhases(2, 1))).toEqual([
      'countdown',
      'rng_started',
      'draw_started#0',
      'draw_ended#0',
      'draw_post_ended#0',
      'draw_started#1',
      'draw_ended#1',
      'draw_post_ended#1',
      'draw_started#2',
      'draw_ended#2',
      'ended',
    ]);
    expect(playoutPhases(2, 1)[8].set).toBe('second');
  });

  it('never shows post-ended for the last ball, whatever the count', () => {
    for (let n = 1; n <= 8; n++) {
      const phases = playoutPhases(n);
      expect(phases.filter((p) => p.name === 'draw_post_ended')).toHaveLength(n - 1);
      expect(phases.at(-2)).toMatchObject({ name: 'draw_ended', slot: n - 1 });
    }
  });

  it('handles a draw with no balls', () => {
    expect(names(playoutPhases(0))).toEqual(['countdown', 'rng_started', 'ended']);
  });
});

describe('transitions (spec section 4)', () => {
  const phases = playoutPhases(5);
  const at = (name: Phase['name'], slot = -1) => phases[phaseIndex(phases, name, slot)];

  it('page-up from countdown to rng_started', () => {
    expect(transitionBetween(at('countdown'), at('rng_started'))).toBe('page-up');
  });

  it('carousel-swap when drawing slot 3 or later, cross-fade before', () => {
    expect(transitionBetween(at('draw_post_ended', 1), at('draw_started', 2))).toBe('cross-fade');
    expect(transitionBetween(at('draw_post_ended', 2), at('draw_started', 3))).toBe('carousel-swap');
    expect(transitionBetween(at('draw_post_ended', 3), at('draw_started', 4))).toBe('carousel-swap');
  });

  it('roll-up from draw_ended to draw_post_ended; cross-fade otherwise', () => {
    expect(transitionBetween(at('draw_ended', 0), at('draw_post_ended', 0))).toBe('roll-up');
    expect(transitionBetween(at('rng_started'), at('draw_started', 0))).toBe('cross-fade');
    expect(transitionBetween(at('draw_started', 0), at('draw_ended', 0))).toBe('cross-fade');
    expect(transitionBetween(at('draw_ended', 4), at('ended'))).toBe('cross-fade');
  });

  it('lite mode uses a plain fade everywhere', () => {
    for (let i = 1; i < phases.length; i++)
      expect(transitionFor(phases[i - 1], phases[i], false)).toBe('fade');
  });
});

describe('plays and the view', () => {
  const result: DrawResult = {
    gameTitle: 'Daily 5',
    drawRange: 49,
    draws: [3, 40, 11, 7, 19],
    draws2nd: [4],
    myPlays: ['3,11,19#4', '1,2,40#9'],
    winnings: 12.5,
    progressive: { amount: 1000, won: false },
  };
  const phases = playoutPhases(5, 1);
  const view = (name: Phase['name'], slot = -1) =>
    playoutView(result, phases[phaseIndex(phases, name, slot)]);

  it('parses the play format and skips junk', () => {
    expect(parsePlay('3,11,19#4')).toEqual({ main: [3, 11, 19], second: [4] });
    expect(parsePlay('5, 6 ,x,')).toEqual({ main: [5, 6], second: [] });
  });

  it('lights a play number once its ball has landed', () => {
    expect(view('draw_started', 0).plays[0].lit.main).toEqual([]);
    expect(view('draw_ended', 0).plays[0].lit.main).toEqual([3]);
    expect(view('draw_ended', 2).plays.map((p) => p.lit.main)).toEqual([[3, 11], [40]]);
    expect(view('ended').plays[0].lit).toEqual({ main: [3, 11, 19], second: [4] });
    expect(view('ended').matchedTotal).toBe(5);
  });

  it('fills the carousel up to three and then swaps the oldest out', () => {
    const nums = (v: ReturnType<typeof view>) =>
      v.carousel.map((c) => `${c.ball.number}${c.landed ? '' : '?'}`);
    expect(nums(view('draw_started', 0))).toEqual(['3?']);
    expect(nums(view('draw_started', 2))).toEqual(['3', '40', '11?']);
    expect(nums(view('draw_started', 3))).toEqual(['40', '11', '7?']);
    expect(nums(view('draw_ended', 3))).toEqual(['40', '11', '7']);
  });

  it('counts the matches as the balls land, and shows winnings only at the end', () => {
    expect(view('draw_started', 0).matchedTotal).toBe(0);
    expect(view('draw_ended', 0).matchedTotal).toBe(1);
    expect(view('draw_ended', 2).matchedTotal).toBe(3);
    expect(view('draw_ended', 1).showWinnings).toBe(false);
    expect(view('draw_post_ended', 1).showWinnings).toBe(false);
    expect(view('ended').showWinnings).toBe(true);
    expect(view('ended').won).toBe(true);
  });
});

describe('countdown (spec section 9)', () => {
  it('ticks whole seconds and is done at 900 ms or less', () => {
    expect(countdownSeconds(10_000)).toBe(10);
    expect(countdownSeconds(1_500)).toBe(2);
    expect(countdownSeconds(901)).toBe(1);
    expect(countdownDone(901)).toBe(false);
    expect(countdownDone(900)).toBe(true);
    expect(countdownSeconds(900)).toBe(0);
    expect(countdownLabel(65_000)).toBe('01:05');
  });
});

describe('phaseAtElapsed (a live show joined late catches up)', () => {
  it('is rng_started at once, then moves one phase per hold time, and ends at ended', async () => {
    const { phaseAtElapsed, PHASE_HOLD_MS } = await import('../../../scenes/lottery/playout/phases');
    const phases = playoutPhases(3);
    expect(phases[phaseAtElapsed(phases, 0)].name).toBe('rng_started');
    const firstBall = PHASE_HOLD_MS.rng_started;
    expect(phases[phaseAtElapsed(phases, firstBall + 1)]).toMatchObject({ name: 'draw_started', slot: 0 });
    const secondBall =
      firstBall + PHASE_HOLD_MS.draw_started + PHASE_HOLD_MS.draw_ended + PHASE_HOLD_MS.draw_post_ended;
    expect(phases[phaseAtElapsed(phases, secondBall + 1)]).toMatchObject({ name: 'draw_started', slot: 1 });
    expect(phases[phaseAtElapsed(phases, 3_600_000)].name).toBe('ended');
  });
});
