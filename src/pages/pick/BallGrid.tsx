import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BallSet, PickingStore } from '../../stores/picking/PickingStore';

const COLUMNS = 10;

/**
 * One ball set as a grid of toggle buttons. Arrow keys move between balls (one tab stop per grid),
 * Enter or Space picks, Home and End jump; screen readers hear each ball's pressed state.
 */
export const BallGrid = observer(function BallGrid({
  picking,
  set,
  range,
}: {
  picking: PickingStore;
  set: BallSet;
  range: number;
}) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const focusBall = (ball: number) => {
    const target = Math.min(range, Math.max(1, ball));
    grid.current?.querySelector<HTMLButtonElement>(`[data-ball="${target}"]`)?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, ball: number) => {
    const moves: Record<string, number> = {
      ArrowRight: ball + 1,
      ArrowLeft: ball - 1,
      ArrowDown: ball + COLUMNS,
      ArrowUp: ball - COLUMNS,
      Home: 1,
      End: range,
    };
    if (e.key in moves) {
      e.preventDefault();
      focusBall(moves[e.key]);
    }
  };
  const balls = Array.from({ length: range }, (_, i) => i + 1);
  return (
    <div
      ref={grid}
      className="ball-grid"
      role="group"
      aria-label={t(set === 1 ? 'pick.mainSet' : 'pick.secondSet')}
      data-testid={`ball-grid-${set}`}
    >
      {balls.map((ball) => {
        const chosen = picking.isChosen(ball, set);
        return (
          <button
            key={ball}
            type="button"
            className={chosen ? 'ball ball--chosen' : 'ball'}
            data-ball={ball}
            data-testid={`ball-${set}-${ball}`}
            aria-pressed={chosen}
            tabIndex={ball === 1 ? 0 : -1}
            onKeyDown={(e) => onKey(e, ball)}
            onClick={() => picking.toggle(ball, set)}
          >
            {ball}
          </button>
        );
      })}
    </div>
  );
});
