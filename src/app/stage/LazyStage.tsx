import { lazy, Suspense, type ReactElement } from 'react';
import type { StageViewProps } from '../../../scenes/StageView';
import type { SceneName } from '../../../scenes/engine/sceneRegistry';

// React.lazy: the stage component (and, from it, PixiJS) loads only when a page shows a scene.
const StageView = lazy(() => import('../../../scenes/StageView'));

/**
 * The PixiJS stage in a sized box; the lobby and other pages never load its chunk. A hero stage
 * (the draw show) is sized by the page's CSS to its design's shape instead of a fixed height.
 */
export function LazyStage<K extends SceneName>({ hero, ...props }: StageViewProps<K> & { hero?: boolean }) {
  const View = StageView as unknown as (p: StageViewProps<K>) => ReactElement;
  return (
    <div
      className={hero ? 'stage-box stage-box--hero' : 'stage-box'}
      style={
        hero
          ? { position: 'relative', width: '100%' }
          : { position: 'relative', width: '100%', height: 'min(72vh, 640px)' }
      }
    >
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    </div>
  );
}
