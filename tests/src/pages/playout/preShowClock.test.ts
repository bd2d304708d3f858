import { describe, expect, it } from 'vitest';
import { preShowClock } from '../../../../src/pages/playout/preShowClock';

describe('the pre-show clock', () => {
  it('says the time to the draw in mm:ss, h:mm:ss past an hour', () => {
    expect(preShowClock(100_000, 0)).toBe('01:40');
    expect(preShowClock(59_001, 0)).toBe('01:00');
    expect(preShowClock(3_725_000, 0)).toBe('1:02:05');
  });

  it('is done (null) once 900 ms or less remain, as every countdown of the spec', () => {
    expect(preShowClock(1_000, 0)).toBe('00:01');
    expect(preShowClock(900, 0)).toBeNull();
    expect(preShowClock(0, 0)).toBeNull();
  });
});
