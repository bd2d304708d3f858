import { lazy, Suspense, type ReactElement } from 'react';
import type { StageViewProps } from '../../../scenes/StageView';
import type { SceneName } from '../../../scenes/engine/sceneRegistry';

// React.lazy: the stage component (and, from it, PixiJS) loads only when a page shows a scene.
const StageView = lazy(() => import('../../../scenes/StageView'));

/** The PixiJS stage in a sized box; the lobby and other pages never load its chunk. */
export function LazyStage<K extends SceneName>(props: StageViewProps<K>) {
  const View = StageView as unknown as (p: StageViewProps<K>) => ReactElement;
  return (
    <div className="stage-box" style={{ position: 'relative', width: '100%', height: 'min(72vh, 640px)' }}>
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    </div>
  );
}
