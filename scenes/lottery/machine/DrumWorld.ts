import type { RigidBody, World } from '@dimforge/rapier2d-deterministic-compat';
import type { Random } from '../../engine/determinism';
import type { Rapier } from './rapier';

/** Design units per physics metre: Rapier's solver is tuned for objects of about a metre. */
const SCALE = 40;
/** One fixed physics step; frames step it whole, so a run depends on the frame count alone. */
export const PHYSICS_STEP_MS = 1000 / 60;
export const PADDLES = 3;
const WALL_SEGMENTS = 48;
/** The drum turns steadily; an air jet lifts a ball from the bottom every few steps. */
const SPIN_RAD_PER_S = 1.5;
const JET_EVERY_STEPS = 6;

export interface DrumBallState {
  number: number;
  x: number;
  y: number;
  angle: number;
}

export interface DrumOptions {
  /** Inner radius of the drum and of each ball, in design units. */
  radius: number;
  ballRadius: number;
  random: Random;
  /** Tumble tickets (flat boxes of this size) instead of balls: the raffle's drum. */
  ticket?: { w: number; h: number };
}

/**
 * The drum's physics in Rapier: a turning wall with paddles and the balls tumbling in it, with air
 * jets for the lift real machines get from their blowers. Positions are in design units about the
 * drum's centre, y down. It knows nothing of the draw: the scene takes out the ball the server drew.
 */
export class DrumWorld {
  private readonly world: World;
  private readonly drum: RigidBody;
  private readonly bodies = new Map<number, RigidBody>();
  private angle = 0;
  private steps = 0;
  /** A stronger spin while a ball is being drawn (the build-up). */
  spinBoost = 1;

  constructor(
    private readonly rapier: Rapier,
    private readonly options: DrumOptions,
  ) {
    this.world = new rapier.World({ x: 0, y: 9.81 * 1.6 });
    this.world.timestep = PHYSICS_STEP_MS / 1000;
    this.drum = this.world.createRigidBody(rapier.RigidBodyDesc.kinematicPositionBased());
    const r = options.radius / SCALE;
    const wall = new Float32Array((WALL_SEGMENTS + 1) * 2);
    for (let i = 0; i <= WALL_SEGMENTS; i++) {
      const a = (i / WALL_SEGMENTS) * Math.PI * 2;
      wall[i * 2] = Math.cos(a) * r;
      wall[i * 2 + 1] = Math.sin(a) * r;
    }
    this.world.createCollider(rapier.ColliderDesc.polyline(wall).setFriction(0.4), this.drum);
    for (let i = 0; i < PADDLES; i++) {
      const a = (i / PADDLES) * Math.PI * 2;
      const paddle = rapier.ColliderDesc.cuboid(r * 0.16, r * 0.03)
        .setTranslation(Math.cos(a) * r * 0.86, Math.sin(a) * r * 0.86)
        .setRotation(a)
        .setFriction(0.4);
      this.world.createCollider(paddle, this.drum);
    }
  }

  /** Puts these balls in the drum, packed in rows from the bottom; any balls in it are removed. */
  fill(numbers: readonly number[], ballRadius = this.options.ballRadius): void {
    for (const number of [...this.bodies.keys()]) this.take(number);
    const { radius } = this.options;
    const d = ballRadius * 2.05;
    const spots: { x: number; y: number }[] = [];
    for (let y = radius - ballRadius * 1.2; spots.length < numbers.length && y > -radius; y -= d) {
      const half = Math.sqrt(Math.max(0, (radius - ballRadius * 1.2) ** 2 - y * y));
      const offset = (spots.length % 2) * ballRadius;
      for (let x = -half + offset; x <= half && spots.length < numbers.length; x += d) spots.push({ x, y });
    }
    numbers.forEach((number, i) => {
      const spot = spots[i] ?? { x: 0, y: 0 };
      const body = this.world.createRigidBody(
        this.rapier.RigidBodyDesc.dynamic()
          .setTranslation(spot.x / SCALE, spot.y / SCALE)
          .setCcdEnabled(true)
          .setLinearDamping(0.05),
      );
      const ticket = this.options.ticket;
      const shape = ticket
        ? this.rapier.ColliderDesc.cuboid(ticket.w / 2 / SCALE, ticket.h / 2 / SCALE)
        : this.rapier.ColliderDesc.ball(ballRadius / SCALE);
      this.world.createCollider(shape.setRestitution(0.55).setFriction(0.25).setDensity(1), body);
      this.bodies.set(number, body);
    });
  }

  get count(): number {
    return this.bodies.size;
  }

  has(number: number): boolean {
    return this.bodies.has(number);
  }

  /** One fixed step: the drum turns, a jet may fire, Rapier moves everything. */
  step(): void {
    this.steps += 1;
    this.angle += (SPIN_RAD_PER_S * this.spinBoost * PHYSICS_STEP_MS) / 1000;
    this.drum.setNextKinematicRotation(this.angle);
    if (this.steps % JET_EVERY_STEPS === 0) this.jet();
    this.world.step();
  }

  /** Lifts one of the lowest balls, as the blower under a real drum does. */
  private jet(): void {
    const low: RigidBody[] = [];
    const floor = (this.options.radius * 0.35) / SCALE;
    for (const body of this.bodies.values()) if (body.translation().y > floor) low.push(body);
    if (low.length === 0) return;
    const body = low[Math.floor(this.options.random() * low.length) % low.length];
    const mass = body.mass();
    const side = (this.options.random() - 0.5) * 2.5;
    body.applyImpulse({ x: side * mass, y: -(5 + 3 * this.spinBoost) * mass }, true);
  }

  /** Where each ball is now, in design units about the drum's centre. */
  states(): DrumBallState[] {
    const out: DrumBallState[] = [];
    for (const [number, body] of this.bodies) {
      const t = body.translation();
      out.push({ number, x: t.x * SCALE, y: t.y * SCALE, angle: body.rotation() });
    }
    return out;
  }

  /** Takes a ball out of the drum (the ball drawn); its last position, or null if it was not in it. */
  take(number: number): { x: number; y: number } | null {
    const body = this.bodies.get(number);
    if (!body) return null;
    const t = body.translation();
    this.bodies.delete(number);
    this.world.removeRigidBody(body);
    return { x: t.x * SCALE, y: t.y * SCALE };
  }

  /** The drum's turn, for drawing its paddles where the physics has them. */
  get rotation(): number {
    return this.angle;
  }

  free(): void {
    this.bodies.clear();
    this.world.free();
  }
}
