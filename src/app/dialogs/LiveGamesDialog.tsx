import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { statusLabelOf } from '../../stores/lobby/gameStatusLabel';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Live games: the games being drawn now, the player's own marked, each with a way to watch. */
export const LiveGamesDialog = observer(function LiveGamesDialog() {
  const root = useStores();
  const { lobby, playGame } = root;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => playGame.setLiveGamesOpen(false);
  const games = lobby.liveGames;
  return (
    <Modal title={t('lobby.liveGames.title')} onClose={close} testId="live-games-dialog">
      {games.length === 0 ? (
        <p data-testid="live-games-empty">{t('lobby.liveGames.none')}</p>
      ) : (
        <ul className="record-list" data-testid="live-games-list">
          {games.map((game) => (
            <li key={game.gameInstanceId} data-testid="live-game" data-game-id={game.gameInstanceId}>
              <span>
                {game.gameTitle} · {t(`status.${statusLabelOf(game, root.serverNow())}`)}
                {game.playerInGame && ` · ${t('lobby.liveGames.yours')}`}
              </span>
              <button
                type="button"
                className="button button--primary"
                data-testid="live-game-watch"
                onClick={() => {
                  close();
                  navigate(`/playout?id=${game.gameInstanceId}`);
                }}
              >
                {t('lobby.watch')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
});
