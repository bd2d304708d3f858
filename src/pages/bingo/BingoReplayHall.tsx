import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { LazyStage } from '../../app/stage/LazyStage';
import { useStageSound } from '../../app/stage/useStageSound';
import { bingoCallName } from './bingoCallName';
import { useBingoSceneTexts } from './useBingoSceneTexts';

/**
 * The replay of a finished game (/bingo/gameover): its calls made again on the hall's stage from
 * the stored result, winners announced at the call that won them. `autoStart` (?replay=1, a link
 * from the history) starts it as soon as the game is loaded.
 */
export const BingoReplayHall = observer(function BingoReplayHall(p: {
  title: string;
  money: (amount: number) => string;
  autoStart: boolean;
}) {
  const { bingo, ui } = useStores();
  const { t } = useTranslation();
  const texts = useBingoSceneTexts(p.title, p.money);
  const sound = useStageSound();
  const [unavailable, setUnavailable] = useState(false);
  const replay = bingo.replay;
  const finished = bingo.view?.finished === true;
  const started = useRef(false);
  useEffect(() => {
    if (p.autoStart && finished && !started.current) {
      started.current = true;
      bingo.startReplay();
    }
  }, [bingo, finished, p.autoStart]);
  useEffect(() => () => bingo.stopReplay(), [bingo]);
  // The ball just called, said with the status (a screen reader hears the replay as it runs).
  const lastShown = replay?.view.calls.at(-1);
  const props = useMemo(() => (replay ? { feed: replay, texts, sound } : null), [replay, texts, sound]);
  if (!finished) return null;
  return (
    <div className="bingo-replay" data-testid="bingo-replay">
      <div className="bingo-replay__controls">
        <button type="button" onClick={() => bingo.startReplay()} data-testid="bingo-replay-start">
          {replay ? t('bingo.replay.again') : t('bingo.replay.start')}
        </button>
        {replay?.running && (
          <button type="button" onClick={() => replay.skipToEnd()}>
            {t('bingo.replay.skip')}
          </button>
        )}
        {replay && (
          <button type="button" onClick={() => bingo.stopReplay()}>
            {t('bingo.replay.close')}
          </button>
        )}
      </div>
      {replay && (
        <p role="status" data-testid="bingo-replay-status" data-step={replay.step} data-total={replay.total}>
          {t('bingo.replay.status', { call: replay.step, total: replay.total })}
          {lastShown !== undefined && `: ${bingoCallName(t, replay.view.format, lastShown)}`}
        </p>
      )}
      {props && !unavailable && (
        <LazyStage
          key={bingo.view?.gameInstanceId}
          scene="bingo"
          props={props}
          theme={ui.theme}
          sound={sound}
          onUnavailable={() => setUnavailable(true)}
        />
      )}
    </div>
  );
});
