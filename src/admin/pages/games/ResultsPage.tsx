import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  RESULT_SORTS,
  RESULT_STATES,
  type ResultState,
  type ResultSummary,
} from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { RESULTS_PAGE_SIZE, type ResultsFilter } from '../../stores/ResultsStore';
import { dayParam, idParam } from '../filterForm';
import { FilterForm, ListStatus } from '../FilterForm';
import { Pager } from '../Pager';
import { DataTable, type ListColumn } from '../table/DataTable';
import { useListSort } from '../table/listSort';
import { GamesNav } from './GamesNav';

type ResultSort = (typeof RESULT_SORTS)[number];

/** The URL's search params as the list's filter: ?site=&game=&status=&from=&to=&offset=. */
function filterOf(params: URLSearchParams): ResultsFilter {
  const status = params.get('status');
  return {
    siteId: idParam(params.get('site')),
    gameId: idParam(params.get('game')),
    status: RESULT_STATES.includes(status as ResultState) ? (status as ResultState) : undefined,
    from: dayParam(params.get('from'), false),
    to: dayParam(params.get('to'), true),
    offset: idParam(params.get('offset')) ?? 0,
  };
}

export const resultChip = (status: ResultState) =>
  `admin-chip admin-chip--${status === 'ENDED' ? 'ok' : status === 'REFUNDED' ? 'bad' : 'warn'}`;

/** The first and last characters of a hash, the whole of it in the title and for screen readers. */
export function ShortHash({ value }: { value: string }) {
  return (
    <code className="admin-hash" title={value}>
      <span aria-hidden="true">
        {value.slice(0, 10)}…{value.slice(-4)}
      </span>
      <span className="visually-hidden">{value}</span>
    </code>
  );
}

/** Finished draws of the operator's sites, newest first; every filter, page and sort in the URL. */
export const ResultsPage = observer(function ResultsPage() {
  const { results } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [sort, setSort] = useListSort(RESULT_SORTS, { by: 'finishedAt', desc: true });
  const filter = useMemo(
    () => ({ ...filterOf(params), sort: sort.by as ResultSort, dir: sort.desc ? 'desc' : 'asc' }) as const,
    [params, sort.by, sort.desc],
  );
  useEffect(() => void results.list(filter), [results, filter]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: ListColumn<ResultSummary>[] = [
    {
      id: 'gameInstanceId',
      header: t('results.id'),
      sortable: true,
      cell: (r) => (
        <Link
          to={`/games/results/${r.gameInstanceId}`}
          aria-label={t('results.open', { title: r.title, id: r.gameInstanceId })}
        >
          {r.gameInstanceId}
        </Link>
      ),
    },
    { id: 'title', header: t('results.game'), cell: (r) => r.title },
    {
      id: 'status',
      header: t('results.status'),
      cell: (r) => <span className={resultChip(r.status)}>{t(`results.states.${r.status}`)}</span>,
    },
    {
      id: 'finishedAt',
      header: t('results.drawnAt'),
      sortable: true,
      cell: (r) => when.format(r.drawnAt ?? r.endedAt ?? r.startAt),
    },
    {
      id: 'numbers',
      header: t('results.numbers'),
      cell: (r) =>
        r.draws ? (
          <span className="admin-numbers">
            {r.draws.join(' ')}
            {r.draws2nd?.length ? ` + ${r.draws2nd.join(' ')}` : ''}
          </span>
        ) : (
          <span className="admin-muted">—</span>
        ),
    },
    {
      id: 'commitment',
      header: t('results.commitment'),
      cell: (r) => (r.seedCommitment ? <ShortHash value={r.seedCommitment} /> : '—'),
    },
    {
      id: 'seed',
      header: t('results.seed'),
      cell: (r) =>
        r.seed ? <ShortHash value={r.seed} /> : <span className="admin-muted">{t('results.sealed')}</span>,
    },
    { id: 'playCount', header: t('results.plays'), sortable: true, numeric: true, cell: (r) => r.playCount },
    {
      id: 'evidence',
      header: t('results.evidence'),
      cell: (r) => (
        <a href={`/api/evidence/draw/${r.gameInstanceId}`} target="_blank" rel="noreferrer">
          {t('results.evidenceOf', { id: r.gameInstanceId })}
        </a>
      ),
    },
  ];
  return (
    <>
      <h1>{t('results.heading')}</h1>
      <GamesNav />
      <FilterForm siteId={filter.siteId}>
        <label>
          <span>{t('results.game')}</span>
          <select
            name="game"
            defaultValue={filter.gameId ?? ''}
            key={`${filter.gameId}-${results.gameTypes.length}`}
          >
            <option value="">{t('results.anyGame')}</option>
            {results.gameTypes.map((g) => (
              <option key={g.gameId} value={g.gameId}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('results.status')}</span>
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('results.anyStatus')}</option>
            {RESULT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`results.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('results.from')}</span>
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          <span>{t('results.to')}</span>
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        {sort.by !== 'finishedAt' || !sort.desc ? (
          <>
            <input type="hidden" name="sort" value={sort.by} />
            <input type="hidden" name="dir" value={sort.desc ? 'desc' : 'asc'} />
          </>
        ) : null}
      </FilterForm>
      <ListStatus
        error={results.error}
        loading={results.loading}
        loadingText={t('results.loading')}
        countText={t('results.count', { count: results.total })}
      />
      <DataTable
        caption={t('results.heading')}
        testId="results-table"
        rows={results.results}
        columns={columns}
        rowKey={(r) => r.gameInstanceId}
        rowAttributes={(r) => ({ 'data-result': r.gameInstanceId })}
        busy={results.loading}
        sort={sort}
        onSort={setSort}
      />
      {!results.loading && results.total === 0 && <p>{t('results.empty')}</p>}
      <Pager
        label={t('results.heading')}
        offset={filter.offset}
        size={RESULTS_PAGE_SIZE}
        total={results.total}
      />
    </>
  );
});
