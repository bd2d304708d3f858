import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../scenes/engine/determinism';
import { DrumWorld } from '../../../../scenes/lottery/machine/DrumWorld';
import { loadRapier } from '../../../../scenes/lottery/machine/rapier';

const numbers = Array.from({ length: 35 }, (_, i) => i + 1);

async function run(steps: number, seed = 7): Promise<DrumWorld> {
  const world = new DrumWorld(await loadRapier(), { radius: 115, ballRadius: 9, random: seededRandom(seed) });
  world.fill(numbers);
  for (let i = 0; i < steps; i++) world.step();
  return world;
}

describe('the draw machine drum (Rapier, deterministic)', () => {
  it('tumbles the same way on every run with the same seed', async () => {
    const [a, b] = [await run(240), await run(240)];
    expect(a.states()).toEqual(b.states());
    const start = await run(0);
    // It moved: the balls are not where they were packed.
    const moved = a
      .states()
      .filter((s, i) => Math.hypot(s.x - start.states()[i].x, s.y - start.states()[i].y) > 5);
    expect(moved.length).toBeGreaterThan(10);
    [a, b, start].forEach((w) => w.free());
  });

  it('keeps every ball inside the drum', async () => {
    const world = await run(600);
    for (const s of world.states()) expect(Math.hypot(s.x, s.y)).toBeLessThan(115);
    world.free();
  });

  it('tumbles raffle tickets (flat boxes) the same way, inside the drum', async () => {
    const tickets = async () => {
      const world = new DrumWorld(await loadRapier(), {
        radius: 90,
        ballRadius: 15,
        random: seededRandom(3),
        ticket: { w: 30, h: 18 },
      });
      world.fill(numbers.slice(0, 18));
      for (let i = 0; i < 300; i++) world.step();
      return world;
    };
    const [a, b] = [await tickets(), await tickets()];
    expect(a.states()).toEqual(b.states());
    for (const s of a.states()) expect(Math.hypot(s.x, s.y)).toBeLessThan(90);
    [a, b].forEach((w) => w.free());
  });

  it('gives up exactly the ball asked for, once', async () => {
    const world = await run(30);
    expect(world.take(17)).not.toBeNull();
    expect(world.has(17)).toBe(false);
    expect(world.take(17)).toBeNull();
    expect(world.count).toBe(34);
    world.step();
    expect(world.states().map((s) => s.number)).not.toContain(17);
    world.free();
  });
});
