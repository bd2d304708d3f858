import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ONE_CLICK_NUMBERS } from '../../../protocol/constants';
import { BallGrid } from '../forms/BallGrid';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * One-click number pick: one line from 1 to 49 (spec section 9; fewer when the game's range is
 * smaller), bought at once.
 */
export const OneClickPickDialog = observer(function OneClickPickDialog() {
  const { picking, session, ui } = useStores();
  const { t } = useTranslation();
  const game = picking.game;
  if (!game) return null;
  const close = () => picking.closeDialog();
  const range = Math.min(game.drawRange, ONE_CLICK_NUMBERS.max);
  const buy = () => {
    if (!session.loggedIn) return ui.openModal('login');
    picking.confirm();
    void picking.join();
  };
  return (
    <Modal title={t('pick.oneClick.title')} onClose={close} testId="one-click-pick-dialog">
      <p>{t('pick.instructions', { count: game.gamePlaySize, max: range })}</p>
      <BallGrid chooser={picking} set={1} range={range} />
      {game.gamePlaySize2nd > 0 && <BallGrid chooser={picking} set={2} range={game.drawRange2nd} />}
      <p data-testid="one-click-lines">
        {t('pick.plays', { count: picking.playsCount, max: picking.maxPlays })}
      </p>
      <div className="form__actions">
        <button type="button" className="button" onClick={() => picking.luckyDip()}>
          {t('pick.luckyDip')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="one-click-buy"
          disabled={!picking.lines.length || picking.state === 'joining'}
          onClick={buy}
        >
          {t('pick.oneClick.buy')}
        </button>
      </div>
    </Modal>
  );
});
