import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { LobbyPage } from './LobbyPage';
import { NewLobbyPage } from './NewLobbyPage';
import { SlimLobby } from './SlimLobby';

/**
 * What / shows (spec sections 2 and 4): the slim single-game view when few games are open (or a
 * 'live' flag is on the address), else the main lobby in the variant the switch-main setting picks.
 */
export const HomeLobby = observer(function HomeLobby() {
  const { lobby, configuration } = useStores();
  const [params] = useSearchParams();
  if (lobby.usesSlimView(params.has('live'))) return <SlimLobby />;
  return configuration.configuration?.switchMain ? <NewLobbyPage /> : <LobbyPage />;
});
