import { describe, expect, it } from 'vitest';
import {
  gameKindFilterOf,
  instantKindOf,
  matchesKindFilter,
  showsInstances,
  showsInstant,
} from '../../../../src/stores/lobby/gameKindFilter';

describe('the /games kind filter', () => {
  it('reads ?kind= and falls back to every game for anything unknown', () => {
    expect(gameKindFilterOf('bingo')).toBe('bingo');
    expect(gameKindFilterOf('spinner')).toBe('spinner');
    expect(gameKindFilterOf(null)).toBe('all');
    expect(gameKindFilterOf('poker')).toBe('all');
    expect(gameKindFilterOf('constructor')).toBe('all');
  });

  it('puts tournaments and quick draws under lotteries, each other kind under its own', () => {
    expect(matchesKindFilter({ gameRule: 'regularGame' }, 'lottery')).toBe(true);
    expect(matchesKindFilter({ gameRule: 'siteX.oneDrawGameExt' }, 'lottery')).toBe(true);
    expect(matchesKindFilter({ gameRule: 'raffleGame' }, 'lottery')).toBe(false);
    expect(matchesKindFilter({ gameRule: 'raffleGame' }, 'raffle')).toBe(true);
    expect(matchesKindFilter({ gameRule: 'bingoGame90' }, 'bingo')).toBe(true);
    expect(matchesKindFilter({ gameRule: 'bingoGame90' }, 'raffle')).toBe(false);
    expect(matchesKindFilter({ gameRule: 'anything' }, 'all')).toBe(true);
  });

  it('shows instant games for their own kind and for all, game instances for the draw kinds', () => {
    expect(instantKindOf('scratchcard')).toBe('scratchcard');
    expect(instantKindOf('all')).toBeNull();
    expect(showsInstant('all')).toBe(true);
    expect(showsInstant('crossword')).toBe(true);
    expect(showsInstant('bingo')).toBe(false);
    expect(showsInstances('crossword')).toBe(false);
    expect(showsInstances('lottery')).toBe(true);
  });
});
