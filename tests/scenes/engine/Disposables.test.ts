import { describe, expect, it, vi } from 'vitest';
import { Disposables } from '../../../scenes/engine/Disposables';

describe('Disposables', () => {
  it('runs every disposer once, newest first, and is empty after', () => {
    const d = new Disposables();
    const order: number[] = [];
    d.add(() => order.push(1));
    d.add(() => order.push(2));
    d.dispose();
    d.dispose();
    expect(order).toEqual([2, 1]);
    expect(d.size).toBe(0);
  });

  it('lets a disposer run early and then forgets it', () => {
    const d = new Disposables();
    const fn = vi.fn();
    const early = d.add(fn);
    early();
    d.dispose();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('kills, disposes or destroys tracked things', () => {
    const d = new Disposables();
    const tl = { kill: vi.fn() };
    const res = { dispose: vi.fn() };
    const obj = { destroy: vi.fn() };
    d.track(tl);
    d.track(res);
    d.track(obj);
    d.dispose();
    expect([tl.kill, res.dispose, obj.destroy].every((f) => f.mock.calls.length === 1)).toBe(true);
  });

  it('removes listeners it added', () => {
    const d = new Disposables();
    const target = new EventTarget();
    const handler = vi.fn();
    d.listen(target as unknown as Window, 'resize', handler);
    target.dispatchEvent(new Event('resize'));
    d.dispose();
    target.dispatchEvent(new Event('resize'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps disposing after one throws, then reports the failure', () => {
    const d = new Disposables();
    const later = vi.fn();
    d.add(later);
    d.add(() => {
      throw new Error('boom');
    });
    expect(() => d.dispose()).toThrow('boom');
    expect(later).toHaveBeenCalled();
    expect(d.size).toBe(0);
  });
});
