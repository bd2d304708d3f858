import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { LOBBY_TABS, tabId } from '../../stores/lobby/lobbyTabs';
import { GameGrid } from './GameGrid';
import { LiveGamesButton } from './LiveGamesButton';
import { useGameDeepLink } from './useGameDeepLink';
import '../../styles/lobby.css';

/**
 * The second main-lobby variant (/newlobby, and / when the switch-main setting is on): every kind
 * in its own section on one page instead of tabs; favourites first for a logged-in player.
 */
export const NewLobbyPage = observer(function NewLobbyPage() {
  const { lobby, session } = useStores();
  const { t } = useTranslation();
  useGameDeepLink();
  const sections = LOBBY_TABS.filter((tab) => tab !== 'Favorites' || session.loggedIn);
  const ordered = session.loggedIn
    ? ['Favorites' as const, ...sections.filter((s) => s !== 'Favorites')]
    : sections;
  return (
    <section className="lobby lobby--sections" data-testid="lobby" data-variant="sections">
      <div className="lobby__bar">
        <h1>{t('routes.newlobby')}</h1>
        <LiveGamesButton />
      </div>
      {ordered.map((tab) => {
        const games = lobby.gamesOn(tab);
        if (!games.length) return null;
        return (
          <section key={tab} className="lobby__section" data-testid={`lobby-section-${tabId(tab)}`}>
            <h2>{t(`lobby.tabs.${tabId(tab)}`)}</h2>
            <GameGrid games={games} emptyText="" />
          </section>
        );
      })}
      {lobby.games.size === 0 && (
        <p className="lobby__empty" data-testid="lobby-empty">
          {t('lobby.empty')}
        </p>
      )}
    </section>
  );
});
