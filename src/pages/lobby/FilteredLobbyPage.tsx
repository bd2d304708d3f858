import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { gameKindOf } from '../../../protocol/gameRules';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { allowsPermEntry } from '../../stores/lobby/gameLinks';
import { GameGrid } from './GameGrid';
import { LiveGamesButton } from './LiveGamesButton';
import { useGameDeepLink } from './useGameDeepLink';
import '../../styles/lobby.css';

/** One grid of the games a predicate keeps, without tabs. */
function filteredLobby(name: string, keep: (game: GameInstance) => boolean, perm = false) {
  return observer(function FilteredLobby() {
    const { lobby } = useStores();
    const { t } = useTranslation();
    useGameDeepLink();
    return (
      <section className="lobby" data-testid="lobby" data-variant={name}>
        <div className="lobby__bar">
          <h1>{t(`routes.${name}`)}</h1>
          <LiveGamesButton />
        </div>
        <GameGrid games={lobby.allGames.filter(keep)} emptyText={t('lobby.empty')} perm={perm} />
      </section>
    );
  });
}

/** /raffle: the raffles (a raffle card's Enter Now lands here or on /lobby with id and gid). */
export const RaffleLobbyPage = filteredLobby('raffle', (g) => gameKindOf(g.gameRule) === 'raffle');
/** /permlobby: games taking perm entries; their tiles lead to the perm picker /permpick. */
export const PermLobbyPage = filteredLobby('permlobby', allowsPermEntry, true);
