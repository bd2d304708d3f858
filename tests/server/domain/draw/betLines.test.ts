import { describe, expect, it } from 'vitest';
import { BET_TYPE_ORDER } from '../../../../protocol/constants';
import {
  linePrize,
  linesOfBet,
  lineWins,
  prepareBets,
  type BetLine,
} from '../../../../server/domain/draw/betLines';
import { betTypeDef, type BetType } from '../../../../protocol/betTypes';
import {
  parseBet,
  settleOneDraw,
  winningLines,
  type OneDrawRules,
} from '../../../../server/domain/draw/betTypes';
import { drawBalls } from '../../../../server/domain/draw/balls';
import { oneDrawOutcome } from '../../../../server/domain/draw/oneDrawOutcome';
import { expandPermEntry } from '../../../../server/domain/draw/permEntry';
import { seededSource, uniformInt } from '../../../../server/domain/draw/random';
import { FIXED_SEED } from './stats';

const odds: Record<BetType, number> = {
  'First Number Drop': 40,
  'Direct 2': 60,
  'Direct 3': 600,
  'Direct 4': 5000,
  'Direct 5': 50000,
  'Perm 2': 55,
  'Perm 3': 500,
  'Perm 4': 4000,
  Perm5: 40000,
  'Banker Against All': 50,
};
const rules: OneDrawRules = { ballRange: 49, drawCount: 6, odds };
const draw = [7, 12, 19, 23, 30, 41];

const lines = (betType: BetType, numbers: string): BetLine[] => {
  const p = parseBet(betType, numbers, rules);
  if (!p.ok) throw new Error(p.error.message);
  return linesOfBet(p.bet, rules);
};
const plays = (ls: BetLine[]) => ls.map((l) => l.play);

describe('bet lines', () => {
  it('expands each bet type into its lines by hand', () => {
    expect(lines('First Number Drop', '7')).toEqual([{ betType: 'First Number Drop', play: '7' }]);
    expect(plays(lines('Direct 3', '30,7,19'))).toEqual(['7,19,30']);
    expect(plays(lines('Perm 2', '9,3,5,1'))).toEqual(['1,3', '1,5', '1,9', '3,5', '3,9', '5,9']);
    expect(plays(lines('Perm 3', '4,1,3,2'))).toEqual(['1,2,3', '1,2,4', '1,3,4', '2,3,4']);
    expect(lines('Perm5', '1,2,3,4,5,6,7,8')).toHaveLength(56);
    const banker = lines('Banker Against All', '23');
    expect(banker).toHaveLength(48);
    expect(banker.every((l) => l.betType === 'Banker Against All' && l.play.split(',').includes('23'))).toBe(
      true,
    );
    expect(plays(banker).slice(21, 24)).toEqual(['22,23', '23,24', '23,25']); // sorted, banker never twice
    expect(new Set(plays(banker)).size).toBe(48);
  });

  it('wins and pays each line against the draw 7, 12, 19, 23, 30, 41 by hand', () => {
    const table: [BetType, string, boolean, number][] = [
      ['First Number Drop', '7', true, 4000],
      ['First Number Drop', '12', false, 0], // drawn, but not first
      ['Direct 2', '7,12', true, 6000],
      ['Direct 2', '7,13', false, 0],
      ['Direct 5', '12,19,23,30,41', true, 5_000_000],
      ['Perm 3', '7,19,30', true, 50_000], // a perm's line is paid by the perm's odds
      ['Banker Against All', '23,41', true, 5000],
    ];
    for (const [betType, play, wins, prize] of table) {
      const line = { betType, play };
      const won = lineWins(line, draw);
      expect([betType, play, won, won ? linePrize(line, rules, 100) : 0]).toEqual([
        betType,
        play,
        wins,
        prize,
      ]);
    }
    expect(linePrize({ betType: 'Direct 2', play: '1,2' }, { odds: { 'Direct 2': 5.5 } }, 33)).toBe(181);
    expect(linePrize({ betType: 'Direct 3', play: '1,2,3' }, { odds: { 'Direct 2': 60 } }, 100)).toBe(0);
  });

  it('lines and their wins agree with the bet maths (winningLines, settleOneDraw) on random bets', () => {
    const s = seededSource(FIXED_SEED, 'bet-lines');
    for (let i = 0; i < 300; i++) {
      const betType = BET_TYPE_ORDER[uniformInt(s, BET_TYPE_ORDER.length)];
      const def = betTypeDef(betType);
      const size = { first: 1, banker: 1, direct: def.lineSize, perm: def.lineSize + 1 + uniformInt(s, 3) }[
        def.kind
      ];
      const picked = drawBalls(s, 15, size).join(','); // a small range: many hits
      const drawn = drawBalls(s, 15, 6);
      const r = { ...rules, ballRange: 15 };
      const parsed = parseBet(betType, picked, r);
      if (!parsed.ok) throw new Error(`${betType} ${picked}: ${parsed.error.message}`);
      const ls = linesOfBet(parsed.bet, r);
      const won = ls.filter((l) => lineWins(l, drawn));
      expect(ls).toHaveLength(parsed.lines);
      expect(won).toHaveLength(winningLines(parsed.bet, drawn));
      const settled = settleOneDraw(
        r,
        [{ betId: 1, playerId: 1, betType, numbers: picked, stakeMinor: 100 }],
        drawn,
      );
      expect(won.reduce((sum, l) => sum + linePrize(l, r, 100), 0)).toBe(settled.totals.prizesMinor);
    }
  });
});

describe('prepareBets', () => {
  it('expands picked bets, lucky-dips the rest, and refuses what does not fit', () => {
    const ok = prepareBets('Perm 2', ['3,1,2'], 1, rules, 100);
    expect(ok).toEqual({
      ok: true,
      bets: 1,
      lines: ['1,2', '1,3', '2,3'].map((play) => ({ betType: 'Perm 2', play })),
    });
    const dipped = prepareBets('Direct 3', ['1,2,3'], 3, rules, 100, seededSource(FIXED_SEED, 'dip'));
    if (!dipped.ok) throw new Error(dipped.detail);
    expect(dipped.lines).toHaveLength(3);
    for (const l of dipped.lines) {
      const numbers = l.play.split(',').map(Number);
      expect(new Set(numbers).size).toBe(3);
      expect(numbers.every((n) => n >= 1 && n <= 49)).toBe(true);
    }
    const fail = (r: ReturnType<typeof prepareBets>) =>
      r.ok ? 'ok' : `${r.detail}|${r.tooManyLines ?? false}`;
    expect(fail(prepareBets('Direct 2', ['1,2,3'], 1, rules, 100))).toMatch(/^play 1: Direct 2 takes 2/);
    expect(fail(prepareBets('Direct 6', ['1,2,3,4,5,6'], 1, rules, 100))).toMatch(/does not offer/);
    expect(fail(prepareBets('Direct 2', ['1,2', '3,4'], 1, rules, 100))).toMatch(/more plays/);
    expect(fail(prepareBets('Banker Against All', ['7'], 1, rules, 47))).toMatch(/\|true$/);
    expect(fail(prepareBets('Banker Against All', ['7'], 1, rules, 48))).toBe('ok');
    expect(fail(prepareBets('Direct 2', ['1,2', '1,99'], 2, rules, 100))).toMatch(/^play 2: 99 is outside/);
  });
});

describe('oneDrawOutcome', () => {
  it('pays every winning line by its bet type and books sales, prizes and the house by hand', () => {
    const bets: [BetType, string, number][] = [
      ['First Number Drop', '7', 1], // 1 line, wins 4000
      ['First Number Drop', '12', 2], // loses
      ['Direct 2', '12,7', 1], // wins 6000
      ['Perm 2', '7,12,19,20', 2], // 6 lines, 3 win at 5500
      ['Perm 3', '7,12,19,23,44', 1], // 10 lines, C(4,3) = 4 win at 50000
      ['Banker Against All', '23', 2], // 48 lines, 5 win at 5000
      ['Banker Against All', '44', 1], // 48 lines, none win
    ];
    let id = 0;
    const sold = bets.flatMap(([betType, numbers, playerId]) =>
      lines(betType, numbers).map((l) => ({ playId: ++id, playerId, play: l.play, betType: l.betType })),
    );
    expect(sold).toHaveLength(1 + 1 + 1 + 6 + 10 + 48 + 48);
    const o = oneDrawOutcome({ costMinor: 100, odds }, sold, draw);
    expect(o.wins).toHaveLength(1 + 1 + 3 + 4 + 5);
    expect(o.salesMinor).toBe(115 * 100);
    expect(o.prizesMinor).toBe(4000 + 6000 + 3 * 5500 + 4 * 50_000 + 5 * 5000);
    expect(o.summary.houseRemainder).toBe(o.salesMinor - o.prizesMinor);
    expect(o.summary.byBetType).toMatchObject({
      'Perm 3': { lines: 10, winners: 4, prizesMinor: 200_000 },
      'Banker Against All': { lines: 96, winners: 5, prizesMinor: 25_000 },
    });
    const perPlayer = new Map<number, number>();
    for (const w of o.wins) perPlayer.set(w.playerId, (perPlayer.get(w.playerId) ?? 0) + w.prizeMinor);
    expect(Object.fromEntries(perPlayer)).toEqual({ 1: 4000 + 6000 + 200_000, 2: 16_500 + 25_000 });
    expect(o.wins.every((w) => w.rankNumber === 1)).toBe(true);
    expect(o).toMatchObject({ contributionMinor: 0, progressiveBeforeMinor: 0, progressiveAfterMinor: 0 });
  });

  it('refuses a line sold without a bet type rather than skipping it', () => {
    expect(() =>
      oneDrawOutcome({ costMinor: 100, odds }, [{ playId: 9, playerId: 1, play: '7' }], draw),
    ).toThrow(/play 9/);
  });
});

describe('expandPermEntry', () => {
  const lotto = { pickSize: 6, ballRange: 49, secondSet: { pickSize: 1, ballRange: 10 } };

  it('makes every pickSize-combination a play, each with the second set', () => {
    const r = expandPermEntry('9,1,2,3,4,5,6#4', lotto, 100);
    if (!r.ok) throw new Error(r.detail);
    expect(r.plays).toHaveLength(7);
    expect(r.plays[0]).toBe('1,2,3,4,5,6#4');
    expect(r.plays.at(-1)).toBe('2,3,4,5,6,9#4');
    expect(new Set(r.plays).size).toBe(7);
    const eight = expandPermEntry('1,2,3,4,5,6,7,8', { pickSize: 6, ballRange: 49 }, 100);
    expect(eight.ok && eight.plays.length).toBe(28);
  });

  it('refuses entries that are not perms of the game', () => {
    const why = (text: string, max = 100) => {
      const r = expandPermEntry(text, lotto, max);
      return r.ok ? 'ok' : `${r.detail}|${r.tooManyPlays ?? false}`;
    };
    expect(why('1,2,3,4,5,6#4')).toMatch(/more than 6/);
    expect(why('1,2,3,4,5,6,6#4')).toMatch(/twice/);
    expect(why('1,2,3,4,5,6,50#4')).toMatch(/outside/);
    expect(why('1,2,3,4,5,6,7')).toMatch(/second ball set/);
    expect(why('1,2,3,4,5,6,7,8,9,10#1', 200)).toBe('210 plays, at most 200 allowed|true');
    expect(why('x')).toMatch(/more than 6/);
  });
});
