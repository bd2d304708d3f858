import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

const COLUMNS = 10;

/**
 * One ball set of the line being picked, as the picker's grid: toggle buttons with one tab stop,
 * arrows move, Enter or Space picks, Home and End jump.
 */
export const CheckoutBallGrid = observer(function CheckoutBallGrid({
  set,
  range,
}: {
  set: 1 | 2;
  range: number;
}) {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const focusBall = (ball: number) =>
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-ball="${Math.min(range, Math.max(1, ball))}"]`)
      ?.focus();
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
  return (
    <div
      ref={grid}
      className="ball-grid"
      role="group"
      aria-label={t(set === 1 ? 'pick.mainSet' : 'pick.secondSet')}
      data-testid={`checkout-grid-${set}`}
    >
      {Array.from({ length: range }, (_, i) => i + 1).map((ball) => {
        const chosen = checkout.isChosen(ball, set);
        return (
          <button
            key={ball}
            type="button"
            className={chosen ? 'ball ball--chosen' : 'ball'}
            data-ball={ball}
            data-testid={`checkout-ball-${set}-${ball}`}
            aria-pressed={chosen}
            tabIndex={ball === 1 ? 0 : -1}
            onKeyDown={(e) => onKey(e, ball)}
            onClick={() => checkout.toggleBall(ball, set)}
          >
            {ball}
          </button>
        );
      })}
    </div>
  );
});
