import { describe, expect, it } from 'vitest';
import { createSendPacer } from '../../../server/transport/sendPacer';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('sendPacer', () => {
  it('writes at most perTurn in one turn and the rest on later turns, in order', async () => {
    const pacer = createSendPacer(2);
    const written: number[] = [];
    for (let i = 1; i <= 5; i++) pacer.send(() => written.push(i));
    expect(written).toEqual([1, 2]);
    expect(pacer.waiting).toBe(3);
    await nextTurn();
    expect(written).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(written).toEqual([1, 2, 3, 4, 5]);
    expect(pacer.waiting).toBe(0);
  });

  it('queues a later write behind waiting ones even when the turn has budget again', async () => {
    const pacer = createSendPacer(2);
    const written: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) pacer.send(() => written.push(name));
    await nextTurn(); // c, d written; e waits
    pacer.send(() => written.push('f')); // budget spent this turn: queued after e
    await nextTurn();
    await nextTurn();
    expect(written).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('gives a fresh budget on every turn', async () => {
    const pacer = createSendPacer(1);
    const written: number[] = [];
    pacer.send(() => written.push(1));
    await nextTurn();
    await nextTurn();
    pacer.send(() => written.push(2));
    expect(written).toEqual([1, 2]);
  });
});
