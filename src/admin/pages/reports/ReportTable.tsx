import { useTranslation } from 'react-i18next';
import type { ReportKind, ReportRow } from '../../../../protocol/operator/calls';

/** The report's rows: per period, or per game (its title) when grouped by game. */
export function ReportTable(props: {
  kind: ReportKind;
  rows: readonly ReportRow[];
  byGame: boolean;
  money(value: number): string;
}) {
  const { t } = useTranslation();
  const { kind, rows, byGame, money } = props;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="report-table">
        <caption className="visually-hidden">{t(`reports.kinds.${kind}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(byGame ? 'reports.game' : 'reports.period')}</th>
            {kind !== 'rg' && (
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
          {rows.map((r) => (
            <tr key={byGame ? r.gameId : r.period} data-game={r.gameId}>
              <th scope="row">{byGame ? r.title : r.period}</th>
              {kind !== 'rg' && <td className="admin-number">{money(r.amount)}</td>}
              <td className="admin-number">{r.count}</td>
            </tr>
          ))}
          {byGame && rows.length === 0 && (
            <tr>
              <td colSpan={kind === 'rg' ? 2 : 3} className="admin-muted">
                {t('reports.noGames')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
