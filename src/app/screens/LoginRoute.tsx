import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LobbyPage } from '../../pages/lobby/LobbyPage';
import { useStores } from '../StoreContext';

/**
 * /login?redirectUrl=...: the lobby with the login dialog open; after login the shell sends the
 * player to redirectUrl (same-site paths only).
 */
export const LoginRoute = observer(function LoginRoute() {
  const { session, ui } = useStores();
  useEffect(() => {
    if (!session.loggedIn) ui.openModal('login');
  }, [session, ui]);
  return <LobbyPage />;
});
