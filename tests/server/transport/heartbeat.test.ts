import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat } from '../../../server/transport/heartbeat';

describe('heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats each member once per interval, a slice of them per tick', () => {
    const beats: number[][] = [];
    let tick: number[] = [];
    const heartbeat = createHeartbeat<number>(1000, (n) => tick.push(n), 4);
    for (let n = 0; n < 8; n++) heartbeat.add(n);
    for (let i = 0; i < 8; i++) {
      vi.advanceTimersByTime(250);
      beats.push(tick);
      tick = [];
    }
    expect(beats.map((b) => b.length)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    const firstInterval = beats.slice(0, 4).flat().sort();
    expect(firstInterval).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(beats.slice(4)).toEqual(beats.slice(0, 4)); // each member on its own tick every interval
    heartbeat.stop();
  });

  it('stops beating a deleted member and fills the emptied slice first', () => {
    const beaten: string[] = [];
    const heartbeat = createHeartbeat<string>(100, (m) => beaten.push(m), 2);
    heartbeat.add('a');
    heartbeat.add('b');
    heartbeat.delete('a');
    heartbeat.add('c'); // joins a's slice, the smaller one
    vi.advanceTimersByTime(100);
    expect(beaten.sort()).toEqual(['b', 'c']);
    heartbeat.stop();
    vi.advanceTimersByTime(500);
    expect(beaten).toHaveLength(2);
  });
});
