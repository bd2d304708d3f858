import { describe, expect, it } from 'vitest';
import { createKeyedBatcher } from '../../../server/storage/keyedBatcher';

/** A batch that settles when told to, calling release() first when asked. */
function controlled() {
  const started: number[][] = [];
  const finish: (() => void)[] = [];
  const releases: (() => void)[] = [];
  const batcher = createKeyedBatcher<string, number, number>({
    maxBatch: 10,
    run: (_key, items, release) =>
      new Promise((resolve) => {
        started.push(items);
        releases.push(release);
        finish.push(() => resolve(items.map((value) => ({ ok: true, value }))));
      }),
  });
  return { batcher, started, finish, releases };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keyed batcher', () => {
  it('runs one batch of a key at a time; the items that arrive meanwhile go together next', async () => {
    const { batcher, started, finish } = controlled();
    const first = batcher.submit('a', 1);
    await turn();
    const rest = [batcher.submit('a', 2), batcher.submit('a', 3)];
    await turn();
    expect(started).toEqual([[1]]);
    finish[0]();
    expect(await first).toBe(1);
    await turn();
    expect(started).toEqual([[1], [2, 3]]);
    finish[1]();
    expect(await Promise.all(rest)).toEqual([2, 3]);
  });

  it('starts the next batch of a key once the running one releases it, before it settles', async () => {
    const { batcher, started, finish, releases } = controlled();
    const first = batcher.submit('a', 1);
    await turn();
    const second = batcher.submit('a', 2);
    const third = batcher.submit('a', 3);
    await turn();
    releases[0]();
    releases[0](); // twice is once
    await turn();
    expect(started).toEqual([[1], [2, 3]]);
    // A third batch waits for the second's release (or settling), not the first's.
    const fourth = batcher.submit('a', 4);
    await turn();
    finish[0]();
    await turn();
    expect(started).toHaveLength(2);
    finish[1]();
    await turn();
    expect(started).toEqual([[1], [2, 3], [4]]);
    finish[2]();
    expect(await Promise.all([first, second, third, fourth])).toEqual([1, 2, 3, 4]);
  });
});
