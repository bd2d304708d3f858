import { useTranslation } from 'react-i18next';
import type { DrawResult } from '../../stores/playout/playoutShow';
import { drawSummary } from '../../stores/playout/drawSummary';

interface DrawTextPanelProps {
  result: DrawResult;
  /** Balls the stage has revealed; all of them when there is no stage. */
  revealed: number;
  stageUnavailable: boolean;
}

/**
 * The draw as text beside the stage: the balls drawn so far and the player's matches, announced
 * politely to screen readers as they land, and the whole show when the stage cannot run.
 */
export function DrawTextPanel({ result, revealed, stageUnavailable }: DrawTextPanelProps) {
  const { t } = useTranslation();
  const summary = drawSummary(result, revealed);
  const list = (numbers: number[]) => numbers.join(', ');
  return (
    <section
      className="draw-text"
      aria-live="polite"
      aria-label={t('drawText.title')}
      data-testid="draw-text"
      data-revealed={summary.main.length + summary.second.length}
    >
      {stageUnavailable && (
        <p role="status" data-testid="stage-unavailable">
          {t('drawText.stageUnavailable')}
        </p>
      )}
      <p data-testid="draw-text-balls">
        {summary.main.length === 0
          ? t('drawText.none')
          : `${t('drawText.drawn', { count: summary.main.length + summary.second.length, total: summary.total })} ${list(summary.main)}`}
      </p>
      {summary.second.length > 0 && <p>{`${t('drawText.bonus')} ${list(summary.second)}`}</p>}
      {summary.plays.length > 0 && (
        <ol data-testid="draw-text-plays">
          {summary.plays.map((play, i) => (
            <li key={i}>
              {t('drawText.line', { n: i + 1, numbers: list([...play.main, ...play.second]) })}
              {' — '}
              {play.matched.length === 0
                ? t('drawText.noMatches')
                : t('drawText.matches', { count: play.matched.length, numbers: list(play.matched) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
