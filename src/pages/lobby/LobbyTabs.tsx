import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { LOBBY_TABS, tabId } from '../../stores/lobby/lobbyTabs';

export const LobbyTabs = observer(function LobbyTabs() {
  const { lobby, instant } = useStores();
  const { t } = useTranslation();
  // The Instaplay count includes the instant games, which otherwise load only with their grid.
  useEffect(() => {
    if (!instant.gamesLoaded) void instant.loadGames();
  }, [instant]);
  return (
    <div className="lobby-tabs" role="tablist">
      {LOBBY_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={lobby.activeTab === tab}
          className={lobby.activeTab === tab ? 'lobby-tab lobby-tab--active' : 'lobby-tab'}
          data-testid={`lobby-tab-${tabId(tab)}`}
          onClick={() => lobby.setActiveTab(tab)}
        >
          {t(`lobby.tabs.${tabId(tab)}`)}
          <span className="lobby-tab__count">{lobby.countOn(tab)}</span>
        </button>
      ))}
    </div>
  );
});
