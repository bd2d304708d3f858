import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/** Favourites are per game (not per instance) and only for logged-in players. */
export const FavoriteStar = observer(function FavoriteStar({ gameId }: { gameId: number }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const on = session.isFavorite(gameId);
  return (
    <button
      type="button"
      className={on ? 'favorite-star favorite-star--on' : 'favorite-star'}
      aria-pressed={on}
      aria-label={t(on ? 'lobby.tile.unfavorite' : 'lobby.tile.favorite')}
      data-testid="tile-favorite"
      onClick={() => void session.toggleFavorite(gameId)}
    >
      {on ? '★' : '☆'}
    </button>
  );
});
