import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { GameTile } from './GameTile';
import { EmptyState } from '../../app/shell/EmptyState';
import { LobbySkeleton } from './LobbyStates';

/**
 * Tiles keyed by instance id: a push updates tiles in place and the browser's scroll anchoring
 * keeps the reader where they were when tiles above come or go. Skeleton tiles while the first
 * list loads; an empty list says what to do instead (see results, try another tab).
 */
export const GameGrid = observer(function GameGrid({
  games,
  emptyText,
  emptyHint,
  testId = 'lobby-grid',
  perm = false,
}: {
  games: readonly GameInstance[];
  emptyText: string;
  /** What the player can do about the empty list; a default points at results. */
  emptyHint?: string;
  testId?: string;
  perm?: boolean;
}) {
  const { lobby } = useStores();
  const { t } = useTranslation();
  if (games.length === 0 && lobby.loading && lobby.games.size === 0) return <LobbySkeleton />;
  if (games.length === 0)
    return (
      <EmptyState
        title={emptyText}
        text={emptyHint ?? t('design.lobby.emptyHint')}
        action={{ to: '/draws', label: t('design.lobby.seeResults') }}
      />
    );
  return (
    <div className="lobby__grid" data-testid={testId}>
      {games.map((game) => (
        <GameTile key={game.gameInstanceId} game={game} perm={perm} />
      ))}
    </div>
  );
});
