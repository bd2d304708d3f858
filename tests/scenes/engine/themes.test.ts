import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../protocol/constants';
import { STAGE_THEMES, ballColor, stageTheme } from '../../../scenes/engine/themes';
import { breakpointOf, isNarrow, stageResolution } from '../../../scenes/engine/breakpoints';

describe('stage themes', () => {
  it('has a palette and ball skin for every theme of the spec', () => {
    expect(Object.keys(STAGE_THEMES).sort()).toEqual([...THEMES].sort());
    for (const name of THEMES) {
      const theme = STAGE_THEMES[name];
      expect(theme.name).toBe(name);
      expect(theme.ball.bands.length).toBeGreaterThan(0);
      for (const colour of Object.values(theme.palette)) expect(colour).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives the three themes different looks', () => {
    const backgrounds = new Set(THEMES.map((t) => STAGE_THEMES[t].palette.background));
    expect(backgrounds.size).toBe(3);
  });

  it('falls back to blue for unknown names', () => {
    expect(stageTheme('neon-theme').name).toBe('blue-theme');
    expect(stageTheme(null).name).toBe('blue-theme');
    expect(stageTheme('cartoon-theme').name).toBe('cartoon-theme');
  });

  it('bands ball colours by tens', () => {
    const skin = STAGE_THEMES['blue-theme'].ball;
    expect(ballColor(skin, 1)).toBe(skin.bands[0]);
    expect(ballColor(skin, 10)).toBe(skin.bands[0]);
    expect(ballColor(skin, 11)).toBe(skin.bands[1]);
    expect(ballColor(skin, 51)).toBe(skin.bands[0]);
  });
});

describe('breakpoints', () => {
  it('follows the spec limits 575, 767, 991, 1199, 1400', () => {
    expect([390, 575, 576, 767, 991, 1199, 1280, 1400, 1401].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'lg',
      'xl',
      'xl',
      'xxl',
    ]);
    expect(isNarrow(767)).toBe(true);
    expect(isNarrow(768)).toBe(false);
  });

  it('respects devicePixelRatio up to 2', () => {
    expect(stageResolution(undefined)).toBe(1);
    expect(stageResolution(1.5)).toBe(1.5);
    expect(stageResolution(3)).toBe(2);
  });
});
