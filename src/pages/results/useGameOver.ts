import { useEffect } from 'react';
import { useStores } from '../../app/StoreContext';
import { useIdParam } from './useIdParam';

/** Loads the game of ?id= into the game-over store (again when the player logs in or out). */
export function useGameOver() {
  const { results, session } = useStores();
  const id = useIdParam();
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (id) void results.gameOver.load(id);
  }, [results, id, loggedIn]);
  useEffect(() => results.gameOver.watch(), [results]);
  return { id, store: results.gameOver };
}
