import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { GameTile } from './GameTile';
import { LobbyTabs } from './LobbyTabs';
import '../../styles/lobby.css';

/** The main lobby: tabs and live game tiles. */
export const LobbyPage = observer(function LobbyPage() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  const games = lobby.activeGames;
  return (
    <section className="lobby" data-testid="lobby">
      <h1 className="visually-hidden">{t('routes.lobby')}</h1>
      <LobbyTabs />
      {games.length === 0 ? (
        <p className="lobby__empty" data-testid="lobby-empty">
          {t(lobby.activeTab === 'Favorites' ? 'lobby.emptyFavorites' : 'lobby.empty')}
        </p>
      ) : (
        <div className="lobby__grid">
          {games.map((game) => (
            <GameTile key={game.gameInstanceId} game={game} />
          ))}
        </div>
      )}
    </section>
  );
});
