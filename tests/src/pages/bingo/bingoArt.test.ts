import { describe, expect, it } from 'vitest';
import { bingoArtOf } from '../../../../src/pages/bingo/bingoArt';

describe('bingo room art', () => {
  it('tells 75-ball from 90-ball rooms, each by its own SVG file', () => {
    expect(bingoArtOf(75).name).toBe('bingo75');
    expect(bingoArtOf(90).name).toBe('bingo90');
    expect(bingoArtOf(75).url).toMatch(/bingo75[^/]*\.svg(\?|$)/);
    expect(bingoArtOf(90).url).toMatch(/bingo90[^/]*\.svg(\?|$)/);
  });
});
