import { useTranslation } from 'react-i18next';
import type { Report } from '../../../protocol/fairness';

/** A verifier's report: each step passed, failed or waiting, and which step failed, plainly. */
export function VerifyReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const stepName = (step: string) => t(`fairness.steps.${step}`, { defaultValue: step });
  const verdict = report.firstFailure
    ? t('fairness.failed', { step: stepName(report.firstFailure.step) })
    : report.complete
      ? t('fairness.verified')
      : t('fairness.waiting');
  return (
    <div className="verify-report" data-testid="verify-report">
      <p
        role="status"
        data-testid="verify-verdict"
        data-ok={report.ok}
        data-complete={report.complete}
        data-failed-step={report.firstFailure?.step ?? ''}
      >
        <strong>{verdict}</strong>
      </p>
      <ol className="record-list">
        {report.steps.map((s, i) => (
          <li key={i} data-testid="verify-step" data-step={s.step} data-state={s.state}>
            {s.subject && `${t('fairness.ticket', { subject: s.subject })}: `}
            {stepName(s.step)} — <strong>{t(`fairness.state.${s.state}`)}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}
