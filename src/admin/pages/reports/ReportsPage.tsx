import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isGameReportKind, REPORT_KINDS, type ReportKind } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import type { ReportQuery } from '../../stores/ReportsStore';
import { download } from '../download';
import { idParam } from '../filterForm';
import { formatMinor } from '../formatMinor';
import { PeriodChart } from '../charts/PeriodChart';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

const DAY = 86_400_000;
/** Module-level, so the memoised query does not change with every render. */
const RG_ONLY: readonly ReportKind[] = ['rg'];
const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;

/** ?by= as the grouping: by game only for the kinds of a game (the server refuses it for the others). */
function groupOf(by: string | null, kind: ReportKind): ReportQuery['groupBy'] {
  if (by === 'month') return 'month';
  return by === 'game' && isGameReportKind(kind) ? 'game' : 'day';
}

/**
 * The URL's ?kind=&site=&game=&from=&to=&by= as the report's query; by default the last 30 UTC days
 * of the first kind the role may read (sales; rg for compliance, whom the server refuses the others).
 */
function queryOf(params: URLSearchParams, today: number, kinds: readonly ReportKind[]): ReportQuery {
  const asked = params.get('kind');
  const kind = kinds.includes(asked as ReportKind) ? (asked as ReportKind) : kinds[0]!;
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const end = Number.isNaN(to) ? today + DAY : to + DAY;
  return {
    kind,
    siteId: idParam(params.get('site')),
    gameId: isGameReportKind(kind) ? idParam(params.get('game')) : undefined,
    from: Number.isNaN(from) || from >= end ? end - 30 * DAY : from,
    to: end,
    groupBy: groupOf(params.get('by'), kind),
    currency: params.get('currency') || undefined,
  };
}

/** Figures from the ledger per day, month or game for a site or all of the operator's: table, chart, CSV. */
export const ReportsPage = observer(function ReportsPage() {
  const { reports, session, sites } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const today = useMemo(() => Math.floor(Date.now() / DAY) * DAY, []);
  const kinds: readonly ReportKind[] = session.operator?.role === 'compliance' ? RG_ONLY : REPORT_KINDS;
  const query = useMemo(() => queryOf(params, today, kinds), [params, today, kinds]);
  useEffect(() => void reports.load(query), [reports, query]);
  const report = reports.report?.kind === query.kind ? reports.report : null;
  const byGame = query.groupBy === 'game';
  // The currencies of the site asked, or of every site in scope: a report is in one currency.
  const currencies = [
    ...new Set(
      sites.sites
        .filter((s) => query.siteId === undefined || s.siteId === query.siteId)
        .flatMap((s) => s.currencies),
    ),
  ];
  const money = (v: number) =>
    query.kind === 'rg' ? String(v) : formatMinor(v, report?.currency || 'USD', i18n.language);
  const value = (row: { amount: number; count: number }) => (query.kind === 'rg' ? row.count : row.amount);
  return (
    <>
      <h1>{t('reports.heading')}</h1>
      <ReportFilters
        query={query}
        kinds={kinds}
        currencies={currencies}
        currency={report?.currency}
        games={reports.report?.games ?? []}
        onCsv={async () => download(`drawhall-${query.kind}.csv`, await reports.csv(query))}
      />
      <p className="admin-muted">{t(`reports.explain.${query.kind}`)}</p>
      {reports.error && (
        <p className="admin-error" role="alert">
          {reports.error}
        </p>
      )}
      {reports.loading && <p role="status">{t('reports.loading')}</p>}
      {report && (
        <>
          <dl className="admin-figures" data-testid="report-totals">
            <div>
              <dt>{t(query.kind === 'liabilities' ? 'reports.heldAtEnd' : 'reports.total')}</dt>
              <dd>{money(value(report.totals))}</dd>
            </div>
            <div>
              <dt>{t('reports.count')}</dt>
              <dd>{report.totals.count}</dd>
            </div>
          </dl>
          {/* A trend over periods reads well as a chart; a comparison of games reads best as the table. */}
          {!byGame && (
            <PeriodChart
              title={t(`reports.kinds.${query.kind}`)}
              summary={t('reports.chartSummary', {
                count: report.rows.length,
                total: money(value(report.totals)),
              })}
              periodLabel={t('reports.period')}
              periods={report.rows.map((r) => r.period)}
              series={[
                {
                  label: t(`reports.kinds.${query.kind}`),
                  values: report.rows.map(value),
                  colour: 'var(--theme-primary)',
                },
              ]}
              format={money}
              testId="report-chart"
            />
          )}
          <ReportTable kind={query.kind} rows={report.rows} byGame={byGame} money={money} />
        </>
      )}
    </>
  );
});
