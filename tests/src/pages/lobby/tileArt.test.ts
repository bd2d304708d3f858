import { describe, expect, it } from 'vitest';
import { bingoArtOf, instantArtOf, TILE_ART_URLS } from '../../../../src/pages/lobby/tileArt';

describe('tile art', () => {
  it('gives each instant variant its own picture', () => {
    expect(instantArtOf({ kind: 'scratchcard', variant: 'match3' })).toBe('scratch-match3');
    expect(instantArtOf({ kind: 'scratchcard', variant: 'numbers' })).toBe('scratch-numbers');
    expect(instantArtOf({ kind: 'spinner', variant: 'wheel' })).toBe('wheel');
    expect(instantArtOf({ kind: 'crossword', variant: 'cashword' })).toBe('cashword');
  });

  it('falls back on the kind’s picture for a variant it does not know', () => {
    const later = 'slots' as unknown as 'wheel';
    expect(instantArtOf({ kind: 'spinner', variant: later })).toBe('wheel');
    expect(instantArtOf({ kind: 'crossword', variant: later })).toBe('cashword');
  });

  it('tells 75-ball from 90-ball rooms', () => {
    expect(bingoArtOf(75)).toBe('bingo75');
    expect(bingoArtOf(90)).toBe('bingo90');
  });

  it('points every picture at its own SVG file, not an inlined copy', () => {
    for (const [name, url] of Object.entries(TILE_ART_URLS)) {
      expect(url).toMatch(new RegExp(`${name}.*\\.svg`));
      expect(url).not.toMatch(/^data:/);
    }
  });
});
