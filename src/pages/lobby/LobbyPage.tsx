import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { InstantGrid } from '../instant/InstantGrid';
import { GameGrid } from './GameGrid';
import { JackpotHero } from './JackpotHero';
import { LiveGamesButton } from './LiveGamesButton';
import { LobbyTabs } from './LobbyTabs';
import { useGameDeepLink } from './useGameDeepLink';
import '../../styles/lobby.css';

/** The main lobby (/lobby, and / in the classic variant): tabs and live game tiles. */
export const LobbyPage = observer(function LobbyPage() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  useGameDeepLink();
  return (
    <section className="lobby" data-testid="lobby" data-variant="tabs">
      <h1 className="visually-hidden">{t('routes.lobby')}</h1>
      <JackpotHero />
      <div className="lobby__bar">
        <LobbyTabs />
        <LiveGamesButton />
      </div>
      {lobby.activeTab === 'Instaplay' && <InstantGrid />}
      {(lobby.activeTab !== 'Instaplay' || lobby.activeGames.length > 0) && (
        <GameGrid
          games={lobby.activeGames}
          emptyText={t(lobby.activeTab === 'Favorites' ? 'lobby.emptyFavorites' : 'lobby.empty')}
          emptyHint={t(
            lobby.activeTab === 'Favorites' ? 'design.lobby.favoritesHint' : 'design.lobby.emptyHint',
          )}
        />
      )}
    </section>
  );
});
