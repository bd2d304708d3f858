// The chrome's web fonts, which the stage's text uses (scenes/engine/stageFonts.ts).
import '../../src/styles/fonts';
import { REPLAY_START_DELAY_MS } from '../../protocol/constants';
import { createStage } from '../../scenes/engine/createStage';
import { determinismFromUrl } from '../../scenes/engine/determinism';
import { isSceneName, type SceneName } from '../../scenes/engine/sceneRegistry';
import { defaultStageSoundSettings } from '../../scenes/engine/soundSettings';
import { installTestHook } from '../../scenes/engine/testHook';
import { isThemeName } from '../../scenes/engine/themes';
import { sceneState } from './states';

/**
 * QA harness: renders one scene state from URL parameters without the app around it.
 * scene (lottery, picking, raffle, gameover, scratchcard, spinner, crossword, or empty), state (see states.ts), theme, deterministic=1,
 * lite=1 (rich animations off).
 */
declare global {
  interface Window {
    __drawhallHarness?: {
      ready: boolean;
      error?: string;
      /** The props of the scene shown (tests read the picking store through it). */
      props?: unknown;
      showState?(state: string, scene?: SceneName): Promise<void>;
    };
  }
}

function propsOf(scene: SceneName, state: string) {
  const make = sceneState(scene, state);
  if (!make) throw new Error(`unknown state ${state} of scene ${scene}`);
  const props = make();
  // The replay state starts the spec's 5 s after load, whatever the fixture says.
  return state === 'replay' ? { ...props, countdownMs: REPLAY_START_DELAY_MS } : props;
}

async function main(): Promise<void> {
  window.__drawhallHarness = { ready: false };
  const params = new URLSearchParams(location.search);
  const sceneName = params.get('scene') ?? 'lottery';
  const stateName = params.get('state') ?? 'countdown';
  const theme = params.get('theme');
  // scene=empty: the stage with no scene at all, the floor the benchmarks compare scenes with.
  const empty = sceneName === 'empty';
  if (!empty && !isSceneName(sceneName)) throw new Error(`unknown scene ${sceneName}`);

  const determinism = determinismFromUrl(location.search);
  const stage = await createStage({
    host: document.getElementById('stage')!,
    theme: isThemeName(theme) ? theme : undefined,
    sound: defaultStageSoundSettings(),
    determinism,
    prefersReducedMotion: params.get('lite') === '1',
  });
  if (stage.stepper) installTestHook(stage);
  const props = empty ? null : propsOf(sceneName as SceneName, stateName);
  if (!empty) await stage.show(sceneName as SceneName, props as never);
  stage.stepper?.settle();
  // Lets the leak test switch states (and scenes) in the same page and count what is left behind.
  window.__drawhallHarness = {
    ready: true,
    props,
    async showState(state, scene = 'lottery') {
      await stage.show(scene, propsOf(scene, state) as never);
      stage.stepper?.settle();
    },
  };
}

main().catch((error: unknown) => {
  window.__drawhallHarness = { ready: false, error: String(error) };
  console.error(error);
});
