import { observer } from 'mobx-react-lite';
import type { GameInstance } from '../../../protocol/types';
import { GameTile } from './GameTile';

/**
 * Tiles keyed by instance id: a push updates tiles in place and the browser's scroll anchoring
 * keeps the reader where they were when tiles above come or go.
 */
export const GameGrid = observer(function GameGrid({
  games,
  emptyText,
  testId = 'lobby-grid',
  perm = false,
}: {
  games: readonly GameInstance[];
  emptyText: string;
  testId?: string;
  perm?: boolean;
}) {
  if (games.length === 0)
    return (
      <p className="lobby__empty" data-testid="lobby-empty">
        {emptyText}
      </p>
    );
  return (
    <div className="lobby__grid" data-testid={testId}>
      {games.map((game) => (
        <GameTile key={game.gameInstanceId} game={game} perm={perm} />
      ))}
    </div>
  );
});
