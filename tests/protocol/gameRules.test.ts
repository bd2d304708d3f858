import { describe, expect, it } from 'vitest';
import {
  gameKindOf,
  isSatelliteFormula,
  lobbyTabsOf,
  oneDrawVariantOf,
  playoutKindOf,
  sceneKindOf,
} from '../../protocol/gameRules';

describe('game kind from the game rule', () => {
  it.each([
    ['regularGame', 'regular'],
    ['com.operator.oneDrawGameExtMulti', 'oneDraw'],
    ['raffleGame', 'raffle'],
    ['bingoGame75', 'bingo'],
    ['crosswordGame', 'crossword'],
    ['scratchcardGame', 'scratchcard'],
    ['spinnerGame', 'spinner'],
    ['somethingElse', null],
  ])('%s -> %s', (rule, kind) => expect(gameKindOf(rule)).toBe(kind));

  it('one-draw variants, ExtMulti before Ext', () => {
    expect(oneDrawVariantOf('oneDrawGame')).toBe('plain');
    expect(oneDrawVariantOf('oneDrawGameExt')).toBe('Ext');
    expect(oneDrawVariantOf('oneDrawGameExtMulti')).toBe('ExtMulti');
    expect(oneDrawVariantOf('oneDrawGamePerm')).toBe('Perm');
    expect(oneDrawVariantOf('regularGame')).toBeNull();
  });

  it('playout type decides the scene over the rule', () => {
    expect(playoutKindOf('Scratchcard')).toBe('scratchcard');
    expect(playoutKindOf('balls')).toBeNull();
    expect(sceneKindOf({ gameRule: 'regularGame', gamePlayout: 'spinner' })).toBe('spinner');
    expect(sceneKindOf({ gameRule: 'raffleGame', gamePlayout: '' })).toBe('raffle');
  });

  it('recognises the satellite payout formula exactly', () => {
    expect(isSatelliteFormula({ payoutFormula: 'OneDraw10kSatellite' })).toBe(true);
    expect(isSatelliteFormula({ payoutFormula: 'OneDraw10k' })).toBe(false);
  });
});

describe('lobby tabs', () => {
  const base = {
    gameRule: 'regularGame',
    gamePlayout: 'balls',
    instaplay: false,
    tournament: false,
    favGame: false,
  };
  it('a draw lottery is under Lottery', () => expect(lobbyTabsOf(base)).toEqual(['Lottery']));
  it('instaplay games only under Instaplay', () =>
    expect(lobbyTabsOf({ ...base, instaplay: true, tournament: true })).toEqual(['Instaplay']));
  it('raffles under Raffle', () =>
    expect(lobbyTabsOf({ ...base, gameRule: 'raffleGame' })).toEqual(['Raffle']));
  it('tournaments under Tournaments', () =>
    expect(lobbyTabsOf({ ...base, tournament: true })).toEqual(['Tournaments']));
  it('favourites add Favorites', () =>
    expect(lobbyTabsOf({ ...base, favGame: true })).toEqual(['Lottery', 'Favorites']));
  it('bingo is in no kind tab unless a tournament or instaplay', () =>
    expect(lobbyTabsOf({ ...base, gameRule: 'bingoGame' })).toEqual([]));
});
