import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import {
  GAME_KIND_FILTERS,
  gameKindFilterOf,
  instantKindOf,
  matchesKindFilter,
  showsInstances,
  showsInstant,
} from '../../stores/lobby/gameKindFilter';
import { InstantGrid } from '../instant/InstantGrid';
import { GameGrid } from './GameGrid';
import { LiveGamesButton } from './LiveGamesButton';
import { useGameDeepLink } from './useGameDeepLink';
import '../../styles/lobby.css';

/**
 * /games: every game of the site, draw games and instant games alike, narrowed by kind with
 * ?kind= (links, so a kind can be bookmarked and shared; the browser's back button undoes it).
 */
export const GamesPage = observer(function GamesPage() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = gameKindFilterOf(params.get('kind'));
  useGameDeepLink();
  return (
    <section className="lobby" data-testid="lobby" data-variant="games" data-kind={filter}>
      <div className="lobby__bar">
        <h1>{t('routes.games')}</h1>
        <LiveGamesButton />
      </div>
      <nav className="lobby-tabs" aria-label={t('lobby.kinds.label')}>
        {GAME_KIND_FILTERS.map((kind) => (
          <Link
            key={kind}
            to={kind === 'all' ? '/games' : `/games?kind=${kind}`}
            className={kind === filter ? 'lobby-tab lobby-tab--active' : 'lobby-tab'}
            aria-current={kind === filter ? 'page' : undefined}
            data-testid={`games-kind-${kind}`}
          >
            {t(`lobby.kinds.${kind}`)}
          </Link>
        ))}
      </nav>
      {showsInstances(filter) && (
        <GameGrid
          games={lobby.allGames.filter((game) => matchesKindFilter(game, filter))}
          emptyText={t('lobby.empty')}
        />
      )}
      {showsInstant(filter) && <InstantGrid kind={instantKindOf(filter)} />}
    </section>
  );
});
