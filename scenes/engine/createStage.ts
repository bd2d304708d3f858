import { Application, Assets, Container, Texture } from 'pixi.js';
import './pixiExtensions';
import gsap from 'gsap';
import type { ThemeName } from '../../protocol/types/site';
import type { StageAudio } from './audio';
import { stageResolution } from './breakpoints';
import { loadStageFonts } from './stageFonts';
import { determinismFromUrl, seededRandom, systemClock, type Determinism } from './determinism';
import { createHowlerAudio } from './howlerAudio';
import { takeManualControl, type ManualStepper } from './manualStepper';
import { Navigator } from './Navigator';
import { pixiBundles } from './pixiBundles';
import type { Scene } from './scene';
import { sceneLoaders, type SceneName, type SceneProps } from './sceneRegistry';
import { defaultStageSoundSettings, richAnimationsOn, type StageSoundSettings } from './soundSettings';
import type { StageContext } from './stageContext';
import { stageTheme, type StageTheme } from './themes';
import type { TickerLike } from './ticker';
import { watchPageVisibility } from './visibility';

export interface StageOptions {
  host: HTMLElement;
  theme?: ThemeName;
  sound?: StageSoundSettings;
  /** Deterministic mode; by default read from the page URL (?deterministic=1&seed=N). */
  determinism?: Determinism;
  /** Lite mode for kinds without their own rich-animations flag. */
  prefersReducedMotion?: boolean;
}

export interface Stage {
  readonly app: Application;
  readonly navigator: Navigator<StageContext>;
  readonly audio: StageAudio;
  /** Present only in deterministic mode: time moves only through it. */
  readonly stepper: ManualStepper | null;
  readonly theme: StageTheme;
  show<K extends SceneName>(name: K, props: SceneProps[K]): Promise<Scene<SceneProps[K]>>;
  setSound(settings: StageSoundSettings): void;
  destroy(): Promise<void>;
}

/**
 * Creates the page's one PixiJS Application inside `host` (WebGL, not WebGPU: WebGPU is not yet
 * dependable across the browsers the spec lists), sized to the host and the device pixel ratio,
 * with the navigator, audio and page-visibility handling.
 */
export async function createStage(options: StageOptions): Promise<Stage> {
  const { host } = options;
  const determinism = options.determinism ?? determinismFromUrl(location.search);
  const theme = stageTheme(options.theme);
  let sound = options.sound ?? defaultStageSoundSettings();

  const app = new Application();
  await loadStageFonts();
  await app.init({
    preference: 'webgl',
    background: theme.palette.background,
    antialias: true,
    resolution: stageResolution(window.devicePixelRatio),
    autoDensity: true,
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    autoStart: !determinism.deterministic,
    sharedTicker: false,
  });
  host.appendChild(app.canvas);
  app.canvas.style.display = 'block';

  const ticker = app.ticker as unknown as TickerLike;
  // Deterministic mode renders once per step instead of once per frame (see takeManualControl).
  if (determinism.deterministic) app.ticker.remove(app.render, app);
  const stepper = determinism.deterministic
    ? takeManualControl(gsap, ticker, undefined, () => app.render())
    : null;
  const clock = stepper?.clock ?? systemClock;
  const audio = createHowlerAudio(sound, 'lottery', host);

  const root = new Container();
  app.stage.addChild(root);
  const navigator = new Navigator<StageContext>({
    root,
    ticker,
    bundles: pixiBundles,
    context: (disposables) => ({
      disposables,
      theme,
      clock,
      // Seeded afresh for every scene: a scene's confetti is the same whatever was shown before.
      random: determinism.deterministic ? seededRandom(determinism.seed) : Math.random,
      audio,
      richAnimations: (kind) => richAnimationsOn(sound, kind, options.prefersReducedMotion),
      texture: (alias) => (Assets.cache.has(alias) ? (Assets.get<Texture>(alias) ?? null) : null),
    }),
  });

  const resize = () => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    app.renderer.resize(width, height);
    navigator.resize(width, height);
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  resize();

  const stopWatching = watchPageVisibility(document, (hidden) => {
    audio.setPageHidden(hidden);
    if (hidden) navigator.blur();
    else navigator.focus();
    // In deterministic mode the test owns time; visibility must not restart the ticker.
    if (stepper) return;
    if (hidden) app.ticker.stop();
    else app.ticker.start();
  });

  return {
    app,
    navigator,
    audio,
    stepper,
    theme,
    async show(name, props) {
      const SceneType = await sceneLoaders[name]();
      return navigator.goto(SceneType, props);
    },
    setSound(settings) {
      sound = settings;
      audio.configure(settings);
    },
    async destroy() {
      observer.disconnect();
      stopWatching();
      await navigator.destroy();
      audio.destroy();
      stepper?.release();
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
