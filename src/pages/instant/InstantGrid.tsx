import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import type { InstantKind } from '../../stores/instant/ticketView';
import { InstantTile } from './InstantTile';

/** The site's instant games as lobby tiles (all, or one kind's); loads them when first shown. */
export const InstantGrid = observer(function InstantGrid({ kind = null }: { kind?: InstantKind | null }) {
  const { instant } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void instant.loadGames();
  }, [instant]);
  const games = instant.gamesOfKind(kind);
  if (!instant.gamesLoaded) return <p data-testid="instant-loading">{t('instant.loading')}</p>;
  if (games.length === 0) return <p data-testid="instant-none">{t('instant.none')}</p>;
  return (
    <div className="lobby__grid" data-testid="instant-grid">
      {games.map((g) => (
        <InstantTile key={g.gameId} game={g} />
      ))}
    </div>
  );
});
