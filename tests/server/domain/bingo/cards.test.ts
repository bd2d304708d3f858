import { describe, expect, it } from 'vitest';
import { card75, column90, dealCards, strip90 } from '../../../../server/domain/bingo/cards';
import { cryptoSource, seededSource } from '../../../../server/domain/draw/random';

const source = () => seededSource('ab'.repeat(32), 'cards-test');

describe('75-ball cards', () => {
  it('hold five numbers of each column range, a free centre, no repeats', () => {
    const s = source();
    const faults: string[] = [];
    for (let n = 0; n < 500; n++) {
      const cells = card75(s);
      if (cells.length !== 25 || cells[12] !== 0) faults.push(`shape ${cells.join(',')}`);
      for (let i = 0; i < 25; i++) {
        const c = i % 5;
        if (i !== 12 && (cells[i] < 15 * c + 1 || cells[i] > 15 * c + 15))
          faults.push(`range ${cells.join(',')}`);
      }
      if (new Set(cells.filter((v) => v !== 0)).size !== 24) faults.push(`repeat ${cells.join(',')}`);
    }
    expect(faults).toEqual([]);
  });
});

describe('90-ball strips', () => {
  it('cover 1 to 90 exactly once in six tickets of 3 rows of 5, columns sorted and in range', () => {
    const s = cryptoSource();
    const faults: string[] = [];
    const oneToNinety = Array.from({ length: 90 }, (_, i) => i + 1).join(',');
    for (let n = 0; n < 300; n++) {
      const strip = strip90(s);
      const all = strip.flat().filter((v) => v !== 0);
      if (strip.length !== 6 || all.sort((a, b) => a - b).join(',') !== oneToNinety) faults.push('cover');
      for (const t of strip) {
        if (t.length !== 27) faults.push('shape');
        for (let r = 0; r < 3; r++)
          if (t.slice(r * 9, r * 9 + 9).filter((v) => v !== 0).length !== 5) faults.push('row');
        for (let c = 0; c < 9; c++) {
          const col = [0, 1, 2].map((r) => t[r * 9 + c]).filter((v) => v !== 0);
          const { first, size } = column90(c);
          if (
            col.length < 1 ||
            col.some((v, i) => v < first || v >= first + size || (i > 0 && v < col[i - 1]))
          )
            faults.push(`column ${c}: ${col.join(',')}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('deals strips six at a time and single tickets of 15 numbers', () => {
    expect(() => dealCards(source(), 90, 5, true)).toThrow(RangeError);
    const strips = dealCards(source(), 90, 12, true);
    expect(strips).toHaveLength(12);
    const first = strips
      .slice(0, 6)
      .flat()
      .filter((v) => v !== 0);
    expect(new Set(first).size).toBe(90);
    const singles = dealCards(source(), 90, 7, false);
    expect(singles).toHaveLength(7);
    for (const t of singles) expect(t.filter((v) => v !== 0)).toHaveLength(15);
  });
});
