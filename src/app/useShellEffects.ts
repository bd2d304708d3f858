import { reaction } from 'mobx';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { THEMES } from '../constants';
import { preloadDialog } from './dialogs/DialogsHost';
import { dialogsFromQuery, pathAfterLogin, safeRedirectUrl } from './guards';
import { NO_SERVER_PATHS } from './routeTable';
import { useStores } from './StoreContext';

/** Side effects that follow store changes: theme class, dialogs from the query, login transitions. */
export function useShellEffects(): void {
  const root = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  // The login reaction below reads the latest location without re-subscribing on every navigation.
  const locationRef = useRef(location);
  useLayoutEffect(() => {
    locationRef.current = location;
  });

  // Theme as a class on <html>, so the CSS variables apply to the whole page (dialogs included).
  useEffect(
    () =>
      reaction(
        () => root.ui.theme,
        (theme) => {
          document.documentElement.classList.remove(...THEMES);
          document.documentElement.classList.add(theme);
        },
        { fireImmediately: true },
      ),
    [root],
  );

  // The operator's brand colours over the theme's tokens (tokens.css reads --brand-*).
  useEffect(
    () =>
      reaction(
        () => root.configuration.configuration?.brand,
        (brand) => {
          const style = document.documentElement.style;
          for (const [name, value] of [
            ['--brand-primary', brand?.primary],
            ['--brand-accent', brand?.accent],
          ] as const) {
            if (value) style.setProperty(name, value);
            else style.removeProperty(name);
          }
        },
        { fireImmediately: true },
      ),
    [root],
  );

  // ?login / ?signup open their dialogs; the parameters are then dropped so closing sticks.
  useEffect(() => {
    const open = dialogsFromQuery(location.search, root.session.loggedIn);
    if (open.length === 0) return;
    for (const name of open) {
      root.ui.openModal(name);
      preloadDialog(name);
    }
    const params = new URLSearchParams(location.search);
    params.delete('login');
    params.delete('signup');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, root, navigate]);

  // After a login: /login goes to its redirectUrl; other paths outside the allowed list go to /.
  // A player who logs out (or is logged out) starts again at the root.
  useEffect(
    () =>
      reaction(
        () => root.session.loggedIn,
        (loggedIn, wasLoggedIn) => {
          const { pathname, search } = locationRef.current;
          if (loggedIn) {
            // A remembered session resuming on reload keeps the page the player asked for.
            if (root.session.loggedInBy !== 'form') return;
            const target =
              pathname === '/login' ? (safeRedirectUrl(search) ?? '/') : pathAfterLogin(pathname);
            if (target) navigate(target, { replace: true });
          } else if (wasLoggedIn) {
            if (root.ui.notice) navigate('/', { replace: true });
            else window.location.assign('/');
          }
        },
      ),
    [root, navigate],
  );

  // Connection: connected to disconnected sends the user to /idle (the supervisor does the rest),
  // except from a page that needs no server.
  useEffect(
    () =>
      reaction(
        () => root.connection.offlineTransitions,
        () => {
          if (!NO_SERVER_PATHS.has(window.location.pathname)) navigate('/idle');
        },
      ),
    [root, navigate],
  );
}
