import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Play game (spec section 4): a game the player is in is about to be drawn; watch it now. */
export const PlayGameDialog = observer(function PlayGameDialog() {
  const { playGame } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const game = playGame.game;
  if (!game) return null;
  const close = () => playGame.close();
  const play = () => {
    close();
    navigate(`/playout?id=${game.gameInstanceId}`);
  };
  return (
    <Modal title={t('lobby.playGame.title')} onClose={close} testId="play-game-dialog">
      <p data-testid="play-game-body">{t('lobby.playGame.body', { title: game.gameTitle })}</p>
      <div className="form__actions">
        <button type="button" className="button" data-testid="play-game-later" onClick={close}>
          {t('lobby.playGame.later')}
        </button>
        <button type="button" className="button button--primary" data-testid="play-game-play" onClick={play}>
          {t('lobby.playGame.play')}
        </button>
      </div>
    </Modal>
  );
});
