import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyStage } from '../../app/stage/LazyStage';
import { useStageSound } from '../../app/stage/useStageSound';
import { useStores } from '../../app/StoreContext';

/**
 * The animated PixiJS picking board over the same picking store as the DOM picker below it: both
 * always show the same picks. Off until the player asks for it, so /pick never loads PixiJS unless
 * wanted (the DOM picker stays the keyboard and screen-reader way).
 */
export const PickingBoard = observer(function PickingBoard() {
  const { picking, ui } = useStores();
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(false);
  const sound = useStageSound();
  const gameId = picking.game?.gameInstanceId;
  // One props object per game and language: a new object would start a new scene.
  const props = useMemo(
    () => ({
      picking,
      texts: {
        pickMain: t('pick.board.pickMain'),
        pickSecond: t('pick.board.pickSecond'),
        lines: t('pick.board.lines'),
        luckyDip: t('pick.luckyDip'),
        noLines: t('pick.board.noLines'),
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language
    [picking, gameId, i18n.language],
  );
  return (
    <div className="picking-board" data-testid="picking-board">
      <button
        type="button"
        className="button"
        aria-pressed={shown}
        data-testid="picking-board-toggle"
        onClick={() => setShown(!shown)}
      >
        {shown ? t('pick.board.hide') : t('pick.board.show')}
      </button>
      {shown && picking.game && <LazyStage scene="picking" props={props} theme={ui.theme} sound={sound} />}
    </div>
  );
});
