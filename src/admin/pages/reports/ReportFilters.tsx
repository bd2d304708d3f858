import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isGameReportKind, type ReportGame, type ReportKind } from '../../../../protocol/operator/calls';
import type { ReportQuery } from '../../stores/ReportsStore';
import { filtersOf } from '../filterForm';
import { SiteSelect } from '../SiteSelect';

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The report's query as a form over the URL: kind, site, currency, game (for the kinds of a game),
 * the days, and the grouping (day, month, or game for the kinds of a game); CSV of the same query.
 */
export function ReportFilters(props: {
  query: ReportQuery;
  kinds: readonly ReportKind[];
  currencies: readonly string[];
  /** The currency the last report was in, the default of the currency field. */
  currency: string | undefined;
  games: readonly ReportGame[];
  onCsv(): void;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { query } = props;
  const gameKind = isGameReportKind(query.kind);
  return (
    <form className="admin-filters" onSubmit={(e) => setParams(filtersOf(e))} key={params.toString()}>
      <label>
        <span>{t('reports.kind')}</span>
        <select name="kind" defaultValue={query.kind}>
          {props.kinds.map((k) => (
            <option key={k} value={k}>
              {t(`reports.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <SiteSelect value={query.siteId} />
      {props.currencies.length > 1 && query.kind !== 'rg' && (
        <label>
          <span>{t('player.currency')}</span>
          <select name="currency" defaultValue={query.currency ?? props.currency}>
            {props.currencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
      )}
      {gameKind && props.games.length > 0 && (
        <label>
          <span>{t('reports.game')}</span>
          <select name="game" defaultValue={query.gameId ?? ''} data-testid="report-game">
            <option value="">{t('reports.allGames')}</option>
            {props.games.map((g) => (
              <option key={g.gameId} value={g.gameId}>
                {g.title}
              </option>
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
          {gameKind && <option value="game">{t('reports.byGame')}</option>}
        </select>
      </label>
      <div className="admin-filters__actions">
        <button className="admin-button admin-button--primary" type="submit">
          {t('reports.show')}
        </button>
        <button className="admin-button" type="button" onClick={props.onCsv}>
          {t('audit.csv')}
        </button>
      </div>
    </form>
  );
}
