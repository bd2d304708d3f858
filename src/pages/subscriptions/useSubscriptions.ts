import { useEffect } from 'react';
import { useStores } from '../../app/StoreContext';

/** Loads the player's subscriptions and keeps them live while the page shows. */
export function useSubscriptions() {
  const { subscriptions, session } = useStores();
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void subscriptions.load();
  }, [subscriptions, loggedIn]);
  useEffect(() => (loggedIn ? subscriptions.watch() : undefined), [subscriptions, loggedIn]);
  return { subscriptions, loggedIn };
}
