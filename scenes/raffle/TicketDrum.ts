import { Container, Graphics } from 'pixi.js';
import type { Random } from '../engine/determinism';
import { destroyTree } from '../engine/destroyTree';
import type { StageTheme } from '../engine/themes';
import { drumArt } from '../lottery/machine/DrumArt';
import { DrumWorld, PHYSICS_STEP_MS } from '../lottery/machine/DrumWorld';
import type { Point } from '../lottery/machine/geometry';
import type { Rapier } from '../lottery/machine/rapier';

type Timeline = gsap.core.Timeline;

/** Tickets tumbling in the drum: enough to read as a full drum, few enough for a phone. */
const TICKETS = 18;
const MAX_STEPS_PER_FRAME = 4;

/**
 * The raffle's rich drum: paper tickets tumbling in a turning glass drum (the lottery machine's
 * Rapier physics, with flat boxes for tickets). When a prize is drawn a ticket rises out of the
 * drum and flies to where the winning ticket's number is shown. Which ticket won is the server's
 * result; the tumbling tickets are scenery and carry no numbers.
 */
export class TicketDrum extends Container {
  private readonly world: DrumWorld;
  private readonly tickets = new Map<number, Graphics>();
  private readonly paddles: Graphics;
  private carried = 0;

  constructor(
    rapier: Rapier,
    private readonly theme: StageTheme,
    private readonly centre: Point & { radius: number },
    random: Random,
  ) {
    super();
    const size = { w: centre.radius * 0.34, h: centre.radius * 0.2 };
    this.world = new DrumWorld(rapier, {
      radius: centre.radius,
      ballRadius: size.w / 2,
      random,
      ticket: size,
    });
    const ids = Array.from({ length: TICKETS }, (_, i) => i + 1);
    this.world.fill(ids, size.w / 2);
    const art = drumArt(theme, {
      drum: centre,
      ballRadius: size.h,
      chute: [centre, centre],
      display: { x: -1000, y: -1000, radius: 0 },
      sideX: 0,
    });
    this.paddles = art.paddles;
    const layer = new Container();
    for (const id of ids) {
      const ticket = this.ticketShape(size, id);
      this.tickets.set(id, ticket);
      layer.addChild(ticket);
    }
    this.addChild(art.back, art.paddles, layer, art.front);
    this.update(0);
  }

  private ticketShape(size: { w: number; h: number }, id: number): Graphics {
    const { palette } = this.theme;
    const colour = id % 3 === 0 ? palette.accent : id % 3 === 1 ? palette.chip : palette.panel;
    const g = new Graphics()
      .roundRect(-size.w / 2, -size.h / 2, size.w, size.h, 3)
      .fill(colour)
      .roundRect(-size.w / 2, -size.h / 2, size.w, size.h, 3)
      .stroke({ width: 1.5, color: palette.primary, alpha: 0.6 })
      .moveTo(-size.w / 4, -size.h / 2)
      .lineTo(-size.w / 4, size.h / 2)
      .stroke({ width: 1, color: palette.primary, alpha: 0.4 });
    return g;
  }

  /** Whole fixed physics steps (the same frames, the same tumble), then the tickets follow. */
  update(deltaMs: number): void {
    this.carried += deltaMs;
    let steps = 0;
    while (this.carried >= PHYSICS_STEP_MS - 0.01 && steps < MAX_STEPS_PER_FRAME) {
      this.world.step();
      this.carried -= PHYSICS_STEP_MS;
      steps += 1;
    }
    if (steps === MAX_STEPS_PER_FRAME) this.carried = 0;
    for (const s of this.world.states()) {
      const ticket = this.tickets.get(s.number);
      if (!ticket) continue;
      ticket.position.set(this.centre.x + s.x, this.centre.y + s.y);
      ticket.rotation = s.angle;
    }
    this.paddles.rotation = this.world.rotation;
  }

  /** A ticket rises out of the drum's top and flies, growing, to `to`, where it fades into the label. */
  drawTicket(tl: Timeline, to: Point): void {
    const { centre } = this;
    const flying = this.ticketShape({ w: centre.radius * 0.34, h: centre.radius * 0.2 }, 0);
    flying.position.set(centre.x, centre.y - centre.radius * 0.3);
    this.addChild(flying);
    tl.to(flying, { y: centre.y - centre.radius - 10, duration: 0.35, ease: 'power2.out' }, 0)
      .to(flying, { x: to.x, y: to.y, rotation: Math.PI * 2, duration: 0.5, ease: 'power2.inOut' }, 0.35)
      .to(flying.scale, { x: 3, y: 3, duration: 0.5, ease: 'power2.in' }, 0.35)
      .to(flying, { alpha: 0, duration: 0.2 }, 0.75)
      .call(() => destroyTree(flying), [], 0.96);
  }

  /** The physics world lives in WebAssembly memory: freed with the display tree. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    if (!this.destroyed) this.world.free();
    super.destroy(options);
  }
}
