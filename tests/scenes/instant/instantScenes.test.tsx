import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Container, Text } from 'pixi.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCatalogueSync } from '../../../server/config/locales';
import { FrozenClock, seededRandom } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import type { StageContext } from '../../../scenes/engine/stageContext';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import { CrosswordScene } from '../../../scenes/crossword/CrosswordScene';
import { ScratchcardScene } from '../../../scenes/scratchcard/ScratchcardScene';
import { SpinnerScene } from '../../../scenes/spinner/SpinnerScene';
import type { InstantSceneTexts } from '../../../scenes/instant/instantTexts';
import {
  crosswordWin,
  matchThreeLoss,
  matchThreeWin,
  spinnerWin,
} from '../../../dev/stage-harness/instantFixtures';
import { useInstantSceneTexts } from '../../../src/pages/instant/useInstantSceneTexts';

// What the navigator does on hide: a scene's listeners and tweens stop with its disposables.
const opened: Disposables[] = [];
afterEach(() => opened.splice(0).forEach((d) => d.dispose()));

function context(): StageContext {
  const disposables = new Disposables();
  opened.push(disposables);
  return {
    disposables,
    theme: STAGE_THEMES['blue-theme'],
    clock: new FrozenClock(),
    random: seededRandom(),
    audio: null,
    richAnimations: () => false,
    texture: () => null,
  };
}

function strings(scene: Container): string[] {
  const found: string[] = [];
  const walk = (node: Container) => {
    if (node instanceof Text) found.push(node.text);
    node.children.forEach((c) => walk(c as Container));
  };
  walk(scene);
  return found;
}

function pageTexts(language: 'en_US' | 'es_ES'): InstantSceneTexts {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: readCatalogueSync(language) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useInstantSceneTexts(), { wrapper }).result.current;
}

describe('scratchcard scene', () => {
  it('reveals a cell scratched past the threshold, not one scratched a little', () => {
    const onProgress = vi.fn();
    const scene = new ScratchcardScene(context());
    // Cell 0 of the wide card is 144 units square at (52, 28): one pass across is about a quarter.
    scene.prepare({
      ticket: matchThreeWin,
      onProgress,
      strokes: [
        [
          { x: 60, y: 100 },
          { x: 190, y: 100 },
        ],
      ],
    });
    scene.resize(960, 600);
    scene.show();
    expect(onProgress).not.toHaveBeenCalled();
    expect(scene.revealedCells).toEqual([]);
    scene.destroy({ children: true });

    const passes = [40, 70, 100, 130, 160].map((y) => [
      { x: 56, y },
      { x: 192, y },
    ]);
    const scratched = new ScratchcardScene(context());
    scratched.prepare({ ticket: matchThreeWin, onProgress, strokes: passes });
    scratched.resize(960, 600);
    scratched.show();
    expect(scratched.revealedCells).toEqual([0]);
    expect(onProgress).toHaveBeenLastCalledWith({ cells: [0] });
    scratched.destroy({ children: true });
  });

  it('reveals the rest with reveal all, reports it, and announces the win once', () => {
    const onProgress = vi.fn();
    const onFinished = vi.fn();
    const scene = new ScratchcardScene(context());
    scene.prepare({ ticket: { ...matchThreeWin, revealed: { cells: [1, 3] } }, onProgress, onFinished });
    scene.resize(390, 844);
    scene.show();
    expect(scene.revealedCells).toEqual([1, 3]);
    scene.revealAll();
    scene.revealAll();
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenCalledWith({ cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(strings(scene)).toEqual(expect.arrayContaining(['You won $50!', '$50']));
    scene.destroy({ children: true });
  });

  it('ends a losing card quietly and scratches with Enter on a tabbed-to cell', () => {
    const onProgress = vi.fn();
    const scene = new ScratchcardScene(context());
    scene.prepare({ ticket: matchThreeLoss, onProgress });
    scene.resize(960, 600);
    scene.show();
    const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    press('Tab');
    press('Tab');
    press('Enter');
    expect(onProgress).toHaveBeenLastCalledWith({ cells: [1] });
    press('a');
    expect(strings(scene)).toContain('Not a winner this time');
    scene.destroy({ children: true });
  });
});

describe('spinner scene', () => {
  it('lands on the ticket segment and tells the page when it spins and stops', async () => {
    const ctx = context();
    const onProgress = vi.fn();
    const onFinished = vi.fn();
    const scene = new SpinnerScene(ctx);
    scene.prepare({ ticket: spinnerWin, onProgress, onFinished });
    scene.resize(960, 600);
    scene.show();
    scene.spin();
    expect(onProgress).toHaveBeenCalledWith({ spun: true });
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(strings(scene)).toContain('You won £5!');
    ctx.disposables.dispose();
    scene.destroy({ children: true });
  });
});

describe('crossword scene', () => {
  it('calls letters one by one, counts completed words, and pays by the table', () => {
    const onProgress = vi.fn();
    const onFinished = vi.fn();
    const scene = new CrosswordScene(context());
    scene.prepare({ ticket: crosswordWin, onProgress, onFinished });
    scene.resize(960, 600);
    scene.show();
    for (let i = 0; i < 6; i++) scene.callNext();
    expect(onProgress).toHaveBeenLastCalledWith({ called: 6 });
    expect(strings(scene)).toContain('Words completed: 0 of 6');
    for (let i = 0; i < 20; i++) scene.callNext();
    expect(scene.calledCount).toBe(12);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(strings(scene)).toEqual(expect.arrayContaining(['Words completed: 3 of 6', 'You won €10!']));
    scene.destroy({ children: true });
  });
});

describe('instant scene texts', () => {
  it('draws the Spanish catalogue texts when the page passes them', () => {
    const es = pageTexts('es_ES');
    const scene = new CrosswordScene(context());
    scene.prepare({ ticket: { ...crosswordWin, revealed: { called: 12 } }, texts: es });
    scene.resize(960, 600);
    scene.show();
    expect(strings(scene)).toEqual(
      expect.arrayContaining(['Tus letras', 'Palabras completas: 3 de 6', 'Descubrir todo', '3 palabras']),
    );
    scene.destroy({ children: true });
    const en = pageTexts('en_US');
    for (const key of Object.keys(en) as (keyof InstantSceneTexts)[]) {
      expect(typeof es[key]).toBe(typeof en[key]);
      if (typeof en[key] === 'string') expect(en[key]).not.toMatch(/^instantScenes\./);
    }
  });
});
