import { REPLAY_START_DELAY_MS } from '../../protocol/constants';
import { createStage } from '../engine/createStage';
import { determinismFromUrl } from '../engine/determinism';
import { isSceneName } from '../engine/sceneRegistry';
import { defaultStageSoundSettings } from '../engine/soundSettings';
import { installTestHook } from '../engine/testHook';
import { isThemeName } from '../engine/themes';
import { LOTTERY_STATES } from './states';

/**
 * QA harness: renders one scene state from URL parameters without the app around it.
 * scene (lottery), state (see states.ts), theme, deterministic=1, lite=1 (rich animations off).
 */
declare global {
  interface Window {
    __drawhallHarness?: { ready: boolean; error?: string; showState?(state: string): Promise<void> };
  }
}

async function main(): Promise<void> {
  window.__drawhallHarness = { ready: false };
  const params = new URLSearchParams(location.search);
  const sceneName = params.get('scene') ?? 'lottery';
  const stateName = params.get('state') ?? 'countdown';
  const theme = params.get('theme');
  if (!isSceneName(sceneName)) throw new Error(`unknown scene ${sceneName}`);
  const props = LOTTERY_STATES[stateName];
  if (!props) throw new Error(`unknown state ${stateName}`);

  const determinism = determinismFromUrl(location.search);
  const stage = await createStage({
    host: document.getElementById('stage')!,
    theme: isThemeName(theme) ? theme : undefined,
    sound: defaultStageSoundSettings(),
    determinism,
    prefersReducedMotion: params.get('lite') === '1',
  });
  if (stage.stepper) installTestHook(stage);
  const shown = { ...props };
  if (stateName === 'replay') shown.countdownMs = REPLAY_START_DELAY_MS;
  await stage.show(sceneName, shown);
  stage.stepper?.settle();
  // Lets the leak test switch states in the same page and count what is left behind.
  window.__drawhallHarness = {
    ready: true,
    async showState(state) {
      await stage.show('lottery', LOTTERY_STATES[state]);
      stage.stepper?.settle();
    },
  };
}

main().catch((error: unknown) => {
  window.__drawhallHarness = { ready: false, error: String(error) };
  console.error(error);
});
