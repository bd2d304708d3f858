import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
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
import { CurrencyChoice } from './CurrencyChoice';
import { GamesInCurrency } from '../../stores/lobby/GamesInCurrency';
import { useGameDeepLink } from './useGameDeepLink';
import '../../styles/lobby.css';

/**
 * /games: every game of the site, draw games and instant games alike, narrowed by kind with
 * ?kind= (links, so a kind can be bookmarked and shared; the browser's back button undoes it),
 * else by the remembered global filter.
 */
export const GamesPage = observer(function GamesPage() {
  const root = useStores();
  const { lobby, settings } = root;
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('kind');
  // The spec's global filter: the kind last chosen (or given by a link's ?f=) is kept in the
  // player's stored settings and shown when /games is opened without one.
  const filter = gameKindFilterOf(asked ?? settings.globalFilter);
  useEffect(() => {
    if (asked === null) return;
    const chosen = gameKindFilterOf(asked);
    settings.update({ globalFilter: chosen === 'all' ? null : chosen });
  }, [asked, settings]);
  useGameDeepLink();
  // ?currency=: the draws on sale in one currency, as the server lists them.
  const currency = params.get('currency');
  const [inCurrency] = useState(() => new GamesInCurrency(root));
  useEffect(() => {
    void inCurrency.choose(currency);
    return currency ? inCurrency.follow() : undefined;
  }, [currency, inCurrency]);
  const draws = currency ? inCurrency.games : lobby.allGames;
  return (
    <section className="lobby" data-testid="lobby" data-variant="games" data-kind={filter}>
      <div className="lobby__bar">
        <h1>{t('routes.games')}</h1>
        <CurrencyChoice />
        <LiveGamesButton />
      </div>
      <nav className="lobby-tabs" aria-label={t('lobby.kinds.label')}>
        {GAME_KIND_FILTERS.map((kind) => (
          <Link
            key={kind}
            to={`/games?kind=${kind}${currency ? `&currency=${encodeURIComponent(currency)}` : ''}`}
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
          games={draws.filter((game) => matchesKindFilter(game, filter))}
          emptyText={t('lobby.empty')}
        />
      )}
      {showsInstant(filter) && <InstantGrid kind={instantKindOf(filter)} />}
    </section>
  );
});
