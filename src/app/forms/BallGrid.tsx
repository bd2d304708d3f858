import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const COLUMNS = 10;

/** What a ball grid picks into: the picking store of /pick, or the checkout's line being made. */
export interface BallChooser {
  isChosen(ball: number, set: 1 | 2): boolean;
  toggle(ball: number, set: 1 | 2): void;
}

/**
 * One ball set as a grid of toggle buttons. Arrow keys move between balls (one tab stop per grid),
 * Enter or Space picks, Home and End jump; screen readers hear each ball's pressed state. Test ids:
 * `${testIds.grid}-${set}` for the grid and `${testIds.ball}-${set}-${ball}` for each ball.
 */
export const BallGrid = observer(function BallGrid({
  chooser,
  set,
  range,
  testIds = { grid: 'ball-grid', ball: 'ball' },
}: {
  chooser: BallChooser;
  set: 1 | 2;
  range: number;
  testIds?: { grid: string; ball: string };
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
      data-testid={`${testIds.grid}-${set}`}
    >
      {balls.map((ball) => {
        const chosen = chooser.isChosen(ball, set);
        return (
          <button
            key={ball}
            type="button"
            className={chosen ? 'ball ball--chosen' : 'ball'}
            data-ball={ball}
            data-testid={`${testIds.ball}-${set}-${ball}`}
            aria-pressed={chosen}
            tabIndex={ball === 1 ? 0 : -1}
            onKeyDown={(e) => onKey(e, ball)}
            onClick={() => chooser.toggle(ball, set)}
          >
            {ball}
          </button>
        );
      })}
    </div>
  );
});
