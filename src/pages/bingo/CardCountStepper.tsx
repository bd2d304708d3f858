import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stepCardCount } from './cardChoices';

/** Keys of a spin button (WAI-ARIA): one choice, three, or to either end. */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowUp: 1,
  ArrowRight: 1,
  ArrowDown: -1,
  ArrowLeft: -1,
  PageUp: 3,
  PageDown: -3,
  Home: -Infinity,
  End: Infinity,
};

/**
 * "Cards to buy" as − count +, through the room's allowed counts only (90-ball: strips of six).
 * The count is a spin button, the one tab stop: arrow, Page and Home/End keys move it. The − and
 * + buttons are for pointers (out of the tab order, as the pattern has it) and stay focusable at
 * either end (aria-disabled, not disabled) so a click there never drops the focus.
 */
export function CardCountStepper({
  choices,
  value,
  onChange,
}: {
  choices: readonly number[];
  value: number;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const first = choices[0];
  const last = choices[choices.length - 1];
  const step = (by: number) => {
    const next = stepCardCount(choices, value, Math.max(-choices.length, Math.min(choices.length, by)));
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const by = KEY_STEPS[event.key];
    if (by === undefined) return;
    event.preventDefault();
    step(by);
  };
  return (
    <div className="card-stepper">
      <span id={labelId} className="card-stepper__label">
        {t('bingo.howMany')}
      </span>
      <div className="card-stepper__control">
        <button
          type="button"
          tabIndex={-1}
          className="card-stepper__button"
          aria-label={t('bingo.fewerCards')}
          aria-disabled={value <= first}
          onClick={() => step(-1)}
          data-testid="bingo-card-count-less"
        >
          −
        </button>
        <span
          role="spinbutton"
          tabIndex={0}
          className="card-stepper__value"
          aria-labelledby={labelId}
          aria-valuemin={first}
          aria-valuemax={last}
          aria-valuenow={value}
          aria-valuetext={t('bingo.cardCount', { count: value })}
          onKeyDown={onKeyDown}
          data-testid="bingo-card-count"
        >
          {value}
        </span>
        <button
          type="button"
          tabIndex={-1}
          className="card-stepper__button"
          aria-label={t('bingo.moreCards')}
          aria-disabled={value >= last}
          onClick={() => step(1)}
          data-testid="bingo-card-count-more"
        >
          +
        </button>
      </div>
    </div>
  );
}
