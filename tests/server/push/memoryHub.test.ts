import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../protocol/events';
import { createMemoryHub } from '../../../server/push/memoryHub';

describe('memory hub', () => {
  it('delivers pushes to the topic listeners with seq growing by one per topic', () => {
    const hub = createMemoryHub();
    const lobby: PushMessage[] = [];
    const site: PushMessage[] = [];
    hub.subscribe('lobby', (p) => lobby.push(p));
    hub.subscribe('lobby.1', (p) => site.push(p));
    hub.publish('lobby', 'a', 1);
    hub.publish('lobby.1', 'b', 2);
    hub.publish('lobby', 'c', 3);
    expect(lobby.map((p) => [p.event, p.seq])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
    expect(site).toEqual([{ topic: 'lobby.1', event: 'b', data: 2, seq: 1 }]);
  });

  it('stops delivering after unsubscribe and survives a throwing listener', () => {
    const errors: unknown[] = [];
    const hub = createMemoryHub({ onListenerError: (e) => errors.push(e) });
    const got: number[] = [];
    hub.subscribe('lobby', () => {
      throw new Error('broken socket');
    });
    const stop = hub.subscribe('lobby', (p) => got.push(p.data as number));
    hub.publish('lobby', 'x', 1);
    stop();
    hub.publish('lobby', 'x', 2);
    expect(got).toEqual([1]);
    expect(errors).toHaveLength(2);
  });

  it('answers since() with the pushes on the asked topics after a cursor', () => {
    const hub = createMemoryHub();
    const start = hub.since(['lobby'], 0);
    expect(start.pushes).toEqual([]);
    hub.publish('lobby', 'a', 1);
    hub.publish('cashier.1', 'b', 2);
    hub.publish('lobby.2', 'c', 3);
    hub.publish('lobby', 'd', 4);
    // after 0 starts from now: nothing old is replayed.
    expect(hub.since(['lobby', 'lobby.2'], 0).pushes).toEqual([]);
    const fromStart = hub.since(['lobby', 'lobby.2'], start.cursor);
    expect(fromStart.pushes.map((p) => p.event)).toEqual(['a', 'c', 'd']);
    expect(fromStart.cursor).toBe(start.cursor + 4);
    hub.publish('lobby', 'e', 5);
    const next = hub.since(['lobby', 'lobby.2'], fromStart.cursor);
    expect(next.pushes.map((p) => [p.event, p.seq])).toEqual([['e', 3]]);
    expect(hub.since(['lobby'], next.cursor)).toEqual({ pushes: [], cursor: next.cursor });
  });

  it('treats a cursor from the future (server restarted) as from now', () => {
    const hub = createMemoryHub();
    hub.publish('lobby', 'a', 1);
    const { cursor } = hub.since(['lobby'], 0);
    expect(hub.since(['lobby'], 999)).toEqual({ pushes: [], cursor });
  });

  it('keeps a bounded buffer', () => {
    const hub = createMemoryHub({ bufferSize: 10 });
    for (let i = 0; i < 100; i++) hub.publish('lobby', 'x', i);
    const { pushes, cursor } = hub.since(['lobby'], 1);
    expect(cursor).toBe(101);
    expect(pushes.length).toBeLessThanOrEqual(20);
    expect(pushes.at(-1)?.data).toBe(99);
  });

  it('reports each publish', () => {
    const seen: string[] = [];
    const hub = createMemoryHub({ onPublish: (topic, event) => seen.push(`${topic}:${event}`) });
    hub.publish('lobby', 'gamesBatch', {});
    expect(seen).toEqual(['lobby:gamesBatch']);
  });
});
