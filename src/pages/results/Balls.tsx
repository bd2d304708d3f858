import { useTranslation } from 'react-i18next';

/**
 * Drawn or played balls in the DOM. `matched` balls are marked (class and, for screen readers,
 * a hidden word), so my matches read out as well as show.
 */
export function Balls({
  numbers,
  matched,
  bonus = false,
  label,
  testId = 'balls',
}: {
  numbers: readonly number[];
  matched?: ReadonlySet<number>;
  bonus?: boolean;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ol
      className={bonus ? 'result-balls result-balls--bonus' : 'result-balls'}
      aria-label={label}
      data-testid={testId}
    >
      {numbers.map((n, i) => {
        const hit = matched?.has(n) ?? false;
        return (
          <li
            key={`${n}-${i}`}
            className={hit ? 'result-ball result-ball--matched' : 'result-ball'}
            data-testid={hit ? 'ball-matched' : 'ball'}
          >
            {n}
            {hit && <span className="visually-hidden"> {t('results.matchedBall')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
