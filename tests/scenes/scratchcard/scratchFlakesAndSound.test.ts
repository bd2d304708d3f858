import { Container, FederatedPointerEvent, EventBoundary, Point } from 'pixi.js';
import { afterEach, describe, expect, it } from 'vitest';
import { FrozenClock, seededRandom, type StageClock } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import type { StageContext } from '../../../scenes/engine/stageContext';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import type { TickerLike } from '../../../scenes/engine/ticker';
import { MAX_FLAKES } from '../../../scenes/scratchcard/FoilFlakes';
import { ScratchcardScene } from '../../../scenes/scratchcard/ScratchcardScene';
import { SCRATCH_REST_MS } from '../../../scenes/scratchcard/ScratchLoop';
import { matchThreeWin } from '../../../dev/stage-harness/instantFixtures';
import { fakeHowl, unlockedAudio } from '../support/fakeAudio';

const opened: Disposables[] = [];
afterEach(() => opened.splice(0).forEach((d) => d.dispose()));

/** A running (not deterministic) clock the test moves by hand. */
class HandClock implements StageClock {
  readonly frozen = false;
  time = 0;
  now(): number {
    return this.time;
  }
}

interface Options {
  rich?: boolean;
  richSound?: boolean;
  deterministic?: boolean;
}

function card({ rich = true, richSound = true, deterministic = false }: Options = {}) {
  const howl = fakeHowl();
  const { audio, settings: sound } = unlockedAudio(
    ['scratchcard'],
    { richSound, richAnimations: rich },
    () => howl,
  );
  const clock = deterministic ? new FrozenClock() : new HandClock();
  const disposables = new Disposables();
  opened.push(disposables);
  const ctx: StageContext = {
    disposables,
    theme: STAGE_THEMES['blue-theme'],
    clock,
    random: seededRandom(),
    audio,
    richAnimations: (kind) => kind === 'scratchcard' && rich,
    texture: () => null,
  };
  const scene = new ScratchcardScene(ctx);
  scene.prepare({ ticket: matchThreeWin, sound });
  scene.resize(960, 600);
  scene.show();
  const holder = findHolder(scene);
  const pointer = (type: string, x: number, y: number, buttons = 1) => {
    const event = new FederatedPointerEvent(new EventBoundary());
    event.global = holder.toGlobal(new Point(x, y));
    event.buttons = buttons;
    holder.emit(type as 'pointerdown', event);
  };
  const frame = (ms: number) => {
    if (clock instanceof HandClock) clock.time += ms;
    scene.update({ deltaMS: ms, elapsedMS: ms } as TickerLike);
  };
  return { scene, howl, audio, pointer, frame };
}

/** The card: the container that takes the pointer. */
function findHolder(scene: Container): Container {
  const walk = (node: Container): Container | null => {
    if (node.eventMode === 'static' && node.cursor === 'pointer') return node;
    for (const child of node.children) {
      const found = walk(child as Container);
      if (found) return found;
    }
    return null;
  };
  return walk(scene)!;
}

/** Cell 0 of the wide card is at (52, 28), 144 units square: a short stroke inside it. */
function scratchAcross(pointer: ReturnType<typeof card>['pointer'], frame: (ms: number) => void) {
  pointer('pointerdown', 70, 60);
  for (let x = 80; x <= 120; x += 10) {
    frame(16);
    pointer('pointermove', x, 60);
  }
}

describe('scratching the foil', () => {
  it('sheds flakes that fall from the pointer and fade away (rich mode)', () => {
    const { scene, pointer, frame } = card();
    scratchAcross(pointer, frame);
    expect(scene.flakeCount).toBeGreaterThan(0);
    const flakes = scene.getChildByLabel('foilFlakes', true)!;
    const chip = flakes.children.find((c) => c.visible)!;
    const y0 = chip.y;
    frame(100);
    frame(100);
    expect(chip.y).toBeGreaterThan(y0);
    for (let i = 0; i < 10; i++) frame(100);
    expect(scene.flakeCount).toBe(0);
    scene.destroy({ children: true });
  });

  it('keeps the flakes within a fixed number however long the scribble', () => {
    const { scene, pointer, frame } = card();
    pointer('pointerdown', 60, 40);
    for (let i = 0; i < 200; i++) pointer('pointermove', 60 + (i % 10), 40 + (i % 7));
    frame(16);
    expect(scene.flakeCount).toBeLessThanOrEqual(MAX_FLAKES);
    scene.destroy({ children: true });
  });

  it('sheds none in lite mode', () => {
    const { scene, pointer, frame } = card({ rich: false });
    scratchAcross(pointer, frame);
    expect(scene.flakeCount).toBe(0);
    expect(scene.getChildByLabel('foilFlakes', true)).toBeNull();
    scene.destroy({ children: true });
  });

  it('sheds the same flakes from the same seed in deterministic mode, and they fall only when stepped', () => {
    const chips = () => {
      const { scene, pointer, frame } = card({ deterministic: true });
      scratchAcross(pointer, frame);
      const flakes = scene.getChildByLabel('foilFlakes', true)!;
      const at = flakes.children.filter((c) => c.visible).map((c) => [c.x, c.y, c.rotation]);
      expect(scene.flakeCount).toBeGreaterThan(0);
      for (let i = 0; i < 10; i++) frame(100);
      expect(scene.flakeCount).toBe(0);
      scene.destroy({ children: true });
      return at;
    };
    expect(chips()).toEqual(chips());
  });

  it('sounds the scratch loop while the pointer moves, once, and stops it when the pointer rests', () => {
    const { scene, howl, audio, pointer, frame } = card();
    scratchAcross(pointer, frame);
    expect(howl.played.filter((c) => c === 'scratch')).toHaveLength(1);
    expect(audio.looping('scratch')).toBe(true);
    frame(SCRATCH_REST_MS / 2);
    expect(audio.looping('scratch')).toBe(true);
    frame(SCRATCH_REST_MS);
    expect(audio.looping('scratch')).toBe(false);
    expect(howl.stopped).toContain(1);
    // Moving again starts it again; lifting the pointer stops it at once.
    pointer('pointermove', 125, 70);
    expect(audio.looping('scratch')).toBe(true);
    pointer('pointerup', 125, 70, 0);
    expect(audio.looping('scratch')).toBe(false);
    scene.destroy({ children: true });
  });

  it('is silent without rich sound for the scratchcard, and for a replayed stroke', () => {
    const plain = card({ richSound: false });
    scratchAcross(plain.pointer, plain.frame);
    expect(plain.howl.played).not.toContain('scratch');
    plain.scene.destroy({ children: true });

    const howl = fakeHowl();
    const { audio, settings: sound } = unlockedAudio(['scratchcard'], {}, () => howl);
    const disposables = new Disposables();
    opened.push(disposables);
    const replay = new ScratchcardScene({
      disposables,
      theme: STAGE_THEMES['blue-theme'],
      clock: new HandClock(),
      random: seededRandom(),
      audio,
      richAnimations: () => true,
      texture: () => null,
    });
    replay.prepare({
      ticket: matchThreeWin,
      sound,
      strokes: [
        [
          { x: 60, y: 100 },
          { x: 190, y: 100 },
        ],
      ],
    });
    replay.resize(960, 600);
    replay.show();
    expect(howl.played).not.toContain('scratch');
    expect(replay.flakeCount).toBe(0);
    replay.destroy({ children: true });
  });
});
