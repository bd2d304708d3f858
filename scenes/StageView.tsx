import { useEffect, useRef, useState } from 'react';
import type { ThemeName } from '../protocol/types/site';
import type { Stage } from './engine/createStage';
import type { SceneName, SceneProps } from './engine/sceneRegistry';
import type { StageSoundSettings } from './engine/soundSettings';

/**
 * Mounts the PixiJS stage in a div beside the DOM chrome. The engine (and PixiJS with it) is
 * imported dynamically on first mount, so pages without a stage never download it; src/ should
 * itself import this component lazily (React.lazy) for the same reason. Only type imports above.
 */
export interface StageViewProps<K extends SceneName> {
  scene: K;
  props: SceneProps[K];
  theme: ThemeName;
  sound?: StageSoundSettings;
  prefersReducedMotion?: boolean;
  className?: string;
  /** Told once the stage exists (tests, or the playout store wiring live phases into the scene). */
  onStage?(stage: Stage): void;
  /**
   * Told when no renderer can start here (no WebGL and no canvas, or the engine failed to load):
   * the page then tells the player plainly and shows the game as text instead of a blank box.
   */
  onUnavailable?(error: unknown): void;
}

export function StageView<K extends SceneName>({
  scene,
  props,
  theme,
  sound,
  prefersReducedMotion,
  className,
  onStage,
  onUnavailable,
}: StageViewProps<K>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  // The scene on screen once its assets loaded and it showed: a readiness mark for tests and QA.
  const [shownScene, setShownScene] = useState<SceneName | null>(null);
  const [failed, setFailed] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  // One Application per mount; a theme change rebuilds it because every scene reads the theme.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let created: Stage | null = null;
    let removeTestHook: (() => void) | null = null;
    void import('./engine/createStage')
      .then(({ createStage }) => createStage({ host, theme, sound, prefersReducedMotion }))
      .then(async (s) => {
        // ?deterministic=1 (QA's baselines on the real routes): time moves only when a test steps it.
        if (s.stepper && !cancelled) {
          const { installTestHook } = await import('./engine/testHook');
          if (!cancelled) removeTestHook = installTestHook(s);
        }
        // Set only now: a cleanup during the await above leaves the destroy to the line below.
        created = s;
        // Unmounted while loading (or StrictMode's test unmount): throw the stage away.
        if (cancelled) void s.destroy();
        else setStage(s);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        unavailable.current?.(error);
      });
    return () => {
      cancelled = true;
      setStage(null);
      removeTestHook?.();
      if (created) void created.destroy();
    };
    // Only the theme rebuilds the stage; sound changes are applied below, the rest is read once.
  }, [theme]);

  useEffect(() => {
    if (stage && sound) stage.setSound(sound);
  }, [stage, sound]);

  useEffect(() => {
    if (!stage) return;
    onStage?.(stage);
    let current = true;
    setShownScene(null);
    void stage.show(scene, props).then(
      () => {
        if (current) setShownScene(scene);
      },
      (error: unknown) => {
        // Left (or the stage rebuilt) while the scene loaded: the old navigator refuses, rightly.
        if (!current) return;
        setFailed(true);
        unavailable.current?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [stage, scene, props]);

  return (
    <div
      ref={hostRef}
      className={className}
      style={{ position: 'relative', width: '100%', height: '100%' }}
      data-testid="stage-view"
      data-scene={shownScene ?? undefined}
      data-unavailable={failed || undefined}
    />
  );
}

export default StageView;
