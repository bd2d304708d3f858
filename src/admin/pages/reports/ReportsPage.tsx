import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { REPORT_KINDS, type ReportKind } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import type { ReportQuery } from '../../stores/ReportsStore';
import { download } from '../download';
import { filtersOf, idParam } from '../filterForm';
import { formatMinor } from '../formatMinor';
import { SiteSelect } from '../SiteSelect';
import { PeriodChart } from '../charts/PeriodChart';

const DAY = 86_400_000;
/** Module-level, so the memoised query does not change with every render. */
const RG_ONLY: readonly ReportKind[] = ['rg'];
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;

/**
 * The URL's ?kind=&site=&from=&to=&by= as the report's query; by default the last 30 UTC days of the
 * first kind the role may read (sales; rg for compliance, whom the server refuses the others).
 */
function queryOf(params: URLSearchParams, today: number, kinds: readonly ReportKind[]): ReportQuery {
  const kind = params.get('kind');
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const end = Number.isNaN(to) ? today + DAY : to + DAY;
  return {
    kind: kinds.includes(kind as ReportKind) ? (kind as ReportKind) : kinds[0]!,
    siteId: idParam(params.get('site')),
    from: Number.isNaN(from) || from >= end ? end - 30 * DAY : from,
    to: end,
    groupBy: params.get('by') === 'month' ? 'month' : 'day',
    currency: params.get('currency') || undefined,
  };
}

/** Figures from the ledger per day or month for a site or all of the operator's: table, chart, CSV. */
export const ReportsPage = observer(function ReportsPage() {
  const { reports, session, sites } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => Math.floor(Date.now() / DAY) * DAY, []);
  const kinds: readonly ReportKind[] = session.operator?.role === 'compliance' ? RG_ONLY : REPORT_KINDS;
  const query = useMemo(() => queryOf(params, today, kinds), [params, today, kinds]);
  useEffect(() => void reports.load(query), [reports, query]);
  const report = reports.report?.kind === query.kind ? reports.report : null;
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
      <form className="admin-filters" onSubmit={(e) => setParams(filtersOf(e))} key={params.toString()}>
        <label>
          <span>{t('reports.kind')}</span>
          <select name="kind" defaultValue={query.kind}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`reports.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <SiteSelect value={query.siteId} />
        {currencies.length > 1 && query.kind !== 'rg' && (
          <label>
            <span>{t('player.currency')}</span>
            <select name="currency" defaultValue={query.currency ?? report?.currency}>
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          <span>{t('audit.from')}</span>
          <input name="from" type="date" defaultValue={isoDay(query.from)} />
        </label>
        <label>
          <span>{t('audit.to')}</span>
          <input name="to" type="date" defaultValue={isoDay(query.to - DAY)} />
        </label>
        <label>
          <span>{t('reports.by')}</span>
          <select name="by" defaultValue={query.groupBy}>
            <option value="day">{t('reports.byDay')}</option>
            <option value="month">{t('reports.byMonth')}</option>
          </select>
        </label>
        <div className="admin-filters__actions">
          <button className="admin-button admin-button--primary" type="submit">
            {t('reports.show')}
          </button>
          <button
            className="admin-button"
            type="button"
            onClick={async () => download(`drawhall-${query.kind}.csv`, await reports.csv(query))}
          >
            {t('audit.csv')}
          </button>
        </div>
      </form>
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
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="report-table">
              <caption className="visually-hidden">{t(`reports.kinds.${query.kind}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.period')}</th>
                  {query.kind !== 'rg' && (
                    <th scope="col" className="admin-number">
                      {t('reports.amount')}
                    </th>
                  )}
                  <th scope="col" className="admin-number">
                    {t('reports.count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((r) => (
                  <tr key={r.period}>
                    <th scope="row">{r.period}</th>
                    {query.kind !== 'rg' && <td className="admin-number">{money(r.amount)}</td>}
                    <td className="admin-number">{r.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
});
