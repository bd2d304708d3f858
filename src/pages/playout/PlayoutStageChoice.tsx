import type { ThemeName } from '../../../protocol/types/site';
import type { SceneProps } from '../../../scenes/engine/sceneRegistry';
import type { StageSoundSettings } from '../../../scenes/engine/soundSettings';
import { LazyStage } from '../../app/stage/LazyStage';

interface PlayoutStageChoiceProps {
  kind: 'lottery' | 'raffle' | null;
  lottery: SceneProps['lottery'] | null;
  raffle: SceneProps['raffle'] | null;
  gameOver: SceneProps['gameover'] | null;
  theme: ThemeName;
  sound: StageSoundSettings;
  prefersReducedMotion: boolean;
  onUnavailable(): void;
}

/** The one scene /playout shows: the game-over screen once asked for, else the raffle or the draw. */
export function PlayoutStageChoice(p: PlayoutStageChoiceProps) {
  const common = {
    theme: p.theme,
    sound: p.sound,
    prefersReducedMotion: p.prefersReducedMotion,
    onUnavailable: p.onUnavailable,
    hero: true,
  };
  if (p.gameOver) return <LazyStage scene="gameover" props={p.gameOver} {...common} />;
  if (p.kind === 'raffle') return p.raffle && <LazyStage scene="raffle" props={p.raffle} {...common} />;
  return p.lottery && <LazyStage scene="lottery" props={p.lottery} {...common} />;
}
