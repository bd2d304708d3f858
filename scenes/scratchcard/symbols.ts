import { Graphics } from 'pixi.js';
import type { ScratchSymbol } from '../../src/stores/instant/ticketView';

/** Each symbol's colour; the same in every theme, as printed symbols are, and told apart by shape too. */
const COLOURS: Record<ScratchSymbol, number> = {
  cherry: 0xd32f2f,
  bell: 0xf9a825,
  star: 0xffb300,
  diamond: 0x00acc1,
  seven: 0xc2185b,
  clover: 0x2e7d32,
  crown: 0x8e24aa,
  horseshoe: 0x6d4c41,
};

function star(g: Graphics, r: number, points: number, inner: number): Graphics {
  const path: number[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    path.push(Math.cos(a) * radius, Math.sin(a) * radius);
  }
  return g.poly(path);
}

/** A vector glyph for `symbol`, centred on (0, 0), about `size` across. */
export function symbolGlyph(symbol: ScratchSymbol, size: number): Graphics {
  const g = new Graphics();
  const r = size / 2;
  const fill = COLOURS[symbol];
  const edge = { width: Math.max(2, size / 24), color: 0x222222 };
  switch (symbol) {
    case 'cherry':
      g.moveTo(-r * 0.35, r * 0.2)
        .quadraticCurveTo(-r * 0.1, -r * 0.7, r * 0.3, -r * 0.85)
        .moveTo(r * 0.4, r * 0.25)
        .quadraticCurveTo(r * 0.35, -r * 0.4, r * 0.3, -r * 0.85)
        .stroke({ width: Math.max(2, size / 20), color: 0x2e7d32 });
      g.circle(-r * 0.4, r * 0.45, r * 0.38)
        .circle(r * 0.42, r * 0.5, r * 0.38)
        .fill(fill)
        .stroke(edge);
      break;
    case 'bell':
      g.moveTo(-r * 0.75, r * 0.55)
        .quadraticCurveTo(-r * 0.6, -r * 0.9, 0, -r * 0.85)
        .quadraticCurveTo(r * 0.6, -r * 0.9, r * 0.75, r * 0.55)
        .closePath()
        .fill(fill)
        .stroke(edge);
      g.circle(0, r * 0.7, r * 0.18)
        .fill(fill)
        .stroke(edge);
      break;
    case 'star':
      star(g, r * 0.95, 5, 0.45)
        .fill(fill)
        .stroke(edge);
      break;
    case 'diamond':
      g.poly([0, -r * 0.9, r * 0.75, -r * 0.2, 0, r * 0.9, -r * 0.75, -r * 0.2])
        .fill(fill)
        .stroke(edge);
      g.moveTo(-r * 0.75, -r * 0.2)
        .lineTo(r * 0.75, -r * 0.2)
        .stroke(edge);
      break;
    case 'seven':
      g.poly([
        -r * 0.6,
        -r * 0.8,
        r * 0.65,
        -r * 0.8,
        r * 0.65,
        -r * 0.5,
        -r * 0.05,
        r * 0.85,
        -r * 0.45,
        r * 0.85,
        r * 0.2,
        -r * 0.45,
        -r * 0.6,
        -r * 0.45,
      ])
        .fill(fill)
        .stroke(edge);
      break;
    case 'clover':
      for (const [x, y] of [
        [0, -0.4],
        [0.4, 0],
        [0, 0.4],
        [-0.4, 0],
      ] as const)
        g.circle(x * r, y * r - r * 0.1, r * 0.36);
      g.fill(fill).stroke(edge);
      g.moveTo(0, r * 0.2)
        .lineTo(r * 0.2, r * 0.9)
        .stroke({ width: Math.max(2, size / 16), color: fill });
      break;
    case 'crown':
      g.poly([
        -r * 0.85,
        r * 0.6,
        -r * 0.85,
        -r * 0.5,
        -r * 0.4,
        0,
        0,
        -r * 0.8,
        r * 0.4,
        0,
        r * 0.85,
        -r * 0.5,
        r * 0.85,
        r * 0.6,
      ])
        .fill(fill)
        .stroke(edge);
      break;
    case 'horseshoe':
      g.arc(0, -r * 0.1, r * 0.7, Math.PI * 0.8, Math.PI * 2.2).stroke({ width: r * 0.35, color: fill });
      break;
  }
  return g;
}
