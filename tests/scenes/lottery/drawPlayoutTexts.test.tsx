import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Container, Text } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { readCatalogueSync } from '../../../server/config/locales';
import { FrozenClock, seededRandom } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import { DrawPlayoutScene, type DrawPlayoutProps } from '../../../scenes/lottery/DrawPlayoutScene';
import type { PhaseName } from '../../../scenes/lottery/playout/phases';
import {
  DEFAULT_DRAW_PLAYOUT_TEXTS,
  verdictText,
  type DrawPlayoutTexts,
} from '../../../scenes/lottery/playoutTexts';
import { winningDraw } from '../../../dev/stage-harness/fixtures';
import { useSceneTexts } from '../../../src/pages/playout/useSceneTexts';

/** The lottery scene's texts as the playout page makes them, from the real catalogue of a language. */
function pageTexts(language: 'en_US' | 'es_ES'): DrawPlayoutTexts {
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
  return renderHook(() => useSceneTexts(), { wrapper }).result.current.lottery;
}

/** Every string the scene draws at a phase (built in jsdom; nothing is rendered). */
function canvasStrings(texts: Partial<DrawPlayoutTexts> | undefined, phase: PhaseName, slot = -1): string[] {
  const scene = new DrawPlayoutScene({
    disposables: new Disposables(),
    theme: STAGE_THEMES['blue-theme'],
    clock: new FrozenClock(),
    random: seededRandom(),
    audio: null,
    richAnimations: () => false,
    texture: () => null,
  });
  // Four lines in a phone layout, so the plays panel also sums up the lines that do not fit.
  const result = { ...winningDraw, myPlays: [...winningDraw.myPlays, '2,9,15,20,31,40', '7,13,21,29,38,46'] };
  const props: DrawPlayoutProps = { result, at: { phase, slot }, texts };
  scene.prepare(props);
  scene.resize(390, 844);
  scene.show();
  const found: string[] = [];
  const walk = (node: Container) => {
    if (node instanceof Text) found.push(node.text);
    node.children.forEach((c) => walk(c as Container));
  };
  walk(scene);
  scene.destroy({ children: true });
  return found.filter((s) => /[a-zA-Z]/.test(s));
}

describe('lottery playout texts', () => {
  it('shows the Spanish catalogue texts on the canvas when the page passes them', () => {
    const es = pageTexts('es_ES');
    expect(canvasStrings(es, 'countdown')).toEqual(
      expect.arrayContaining(['Esperando el sorteo', 'El sorteo empieza en', 'Mis jugadas', '+2 más']),
    );
    expect(canvasStrings(es, 'draw_ended', 3)).toContain('Bola 4 de 7');
    expect(canvasStrings(es, 'draw_ended', 6)).toContain('Bola extra 7 de 7');
    const ended = canvasStrings(es, 'ended');
    expect(ended).toEqual(
      expect.arrayContaining([
        'Sorteo terminado',
        'Aciertos',
        'Ganancias',
        'Bote',
        '¡Has ganado!  ·  Premio de la suerte',
      ]),
    );
    // Nothing English is left: the only Latin words besides the texts are the game title's.
    const english = Object.values(DEFAULT_DRAW_PLAYOUT_TEXTS).filter((v) => typeof v === 'string');
    for (const phase of ['countdown', 'rng_started', 'ended'] as const)
      expect(canvasStrings(es, phase).filter((s) => english.includes(s))).toEqual([]);
  });

  it("draws today's English texts by default, and the English catalogue gives the same", () => {
    const en = pageTexts('en_US');
    for (const texts of [undefined, en]) {
      expect(canvasStrings(texts, 'countdown')).toEqual(
        expect.arrayContaining(['Waiting for the draw', 'Draw starts in', 'My plays', '+2 more']),
      );
      expect(canvasStrings(texts, 'draw_ended', 6)).toContain('Bonus ball 7 of 7');
      expect(canvasStrings(texts, 'ended')).toEqual(
        expect.arrayContaining([
          'Draw complete',
          'Matched',
          'Winnings',
          'Progressive',
          'You won!  ·  Lucky win',
        ]),
      );
    }
    expect(canvasStrings(en, 'ended')).toEqual(canvasStrings(undefined, 'ended'));
  });

  it('names the jackpot and every win flag set in the result line, in the language given', () => {
    const es = pageTexts('es_ES');
    const result = {
      ...winningDraw,
      progressive: { amount: 100, won: true },
      flags: { lucky: false, bonobo: true, multi: true, perfect: true },
    };
    expect(verdictText(es, result, true)).toBe(
      '¡Has ganado!  ·  ¡Bote progresivo!  ·  Premio bonobo  ·  Premio múltiple  ·  Premio perfecto',
    );
    expect(verdictText(DEFAULT_DRAW_PLAYOUT_TEXTS, result, true)).toBe(
      'You won!  ·  Progressive jackpot!  ·  Bonobo win  ·  Multi win  ·  Perfect win',
    );
    expect(verdictText(es, result, false)).toBe('Esta vez no hubo premio');
  });
});
