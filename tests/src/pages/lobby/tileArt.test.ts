import { describe, expect, it } from 'vitest';
import { INSTANT_KIND_ART, instantArtOf } from '../../../../src/pages/lobby/tileArt';

describe('instant tile art', () => {
  it('gives each instant variant its own picture', () => {
    const name = (
      kind: 'scratchcard' | 'spinner' | 'crossword',
      variant: 'match3' | 'numbers' | 'wheel' | 'cashword',
    ) => instantArtOf({ kind, variant }).name;
    expect(name('scratchcard', 'match3')).toBe('scratch-match3');
    expect(name('scratchcard', 'numbers')).toBe('scratch-numbers');
    expect(name('spinner', 'wheel')).toBe('wheel');
    expect(name('crossword', 'cashword')).toBe('cashword');
  });

  it('falls back on the kind’s picture for a variant it does not know', () => {
    const later = 'slots' as unknown as 'wheel';
    expect(instantArtOf({ kind: 'spinner', variant: later })).toBe(INSTANT_KIND_ART.spinner);
    expect(instantArtOf({ kind: 'crossword', variant: later }).name).toBe('cashword');
  });

  it('points every picture at its own SVG file', () => {
    for (const variant of ['match3', 'numbers', 'wheel', 'cashword'] as const) {
      const { name, url } = instantArtOf({ kind: 'scratchcard', variant });
      expect(url).toMatch(new RegExp(`${name}[^/]*\\.svg(\\?|$)`));
    }
  });
});
