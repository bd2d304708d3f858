import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';

/** The bingo game named by ?id=, loaded and followed while the page shows it. */
export function useBingoGame(): number {
  const { bingo } = useStores();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useEffect(() => {
    if (!(id > 0)) return;
    void bingo.open(id);
    return () => bingo.close();
  }, [bingo, id]);
  return id;
}
