import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdmin } from '../AdminContext';
import { AUDIT_SORTS, type AuditEntry } from '../../../protocol/operator/calls';
import { download } from './download';
import { Pager } from './Pager';
import { DataTable, type ListColumn } from './table/DataTable';
import { useListSort } from './table/listSort';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '../stores/AuditStore';

const FILTERS = ['operator', 'action', 'siteId', 'from', 'to'] as const;

/** The URL's search params as the log's query: every filter and page can be linked and reloaded. */
function queryOf(params: URLSearchParams): AuditQuery {
  const date = (value: string | null, endOfDay: boolean) =>
    value ? Date.parse(`${value}T00:00:00Z`) + (endOfDay ? 86_400_000 : 0) : undefined;
  const site = params.get('siteId');
  const query: AuditQuery = {
    operator: params.get('operator') || undefined,
    action: params.get('action') || undefined,
    siteId: site && /^\d+$/.test(site) ? Number(site) : undefined,
    from: date(params.get('from'), false),
    to: date(params.get('to'), true),
    offset: Number(params.get('offset')) || 0,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && !Number.isNaN(v)));
}

export const AuditPage = observer(function AuditPage() {
  const { audit } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useListSort(AUDIT_SORTS, { by: 'at', desc: true });
  const query = useMemo<AuditQuery>(
    () => ({ ...queryOf(params), sort: sort.by as AuditQuery['sort'], dir: sort.desc ? 'desc' : 'asc' }),
    [params, sort.by, sort.desc],
  );
  useEffect(() => void audit.load(query), [audit, query]);
  const offset = query.offset ?? 0;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const columns: ListColumn<AuditEntry>[] = [
    { id: 'at', header: t('audit.at'), sortable: true, cell: (e) => when.format(e.at) },
    { id: 'operator', header: t('audit.operator'), sortable: true, cell: (e) => e.operator },
    { id: 'action', header: t('audit.action'), sortable: true, cell: (e) => e.action },
    {
      id: 'site',
      header: t('audit.site'),
      cell: (e) => (e.siteId === 0 ? t('audit.allSites') : (e.siteId ?? '')),
    },
    { id: 'target', header: t('audit.target'), cell: (e) => e.target },
    {
      id: 'change',
      header: t('audit.change'),
      cell: (e) => (
        <div className="admin-change">
          {e.before !== null && <code>{JSON.stringify(e.before)}</code>}
          {e.before !== null && e.after !== null && ' → '}
          {e.after !== null && <code>{JSON.stringify(e.after)}</code>}
          {e.reason && <div className="admin-muted">{e.reason}</div>}
        </div>
      ),
    },
    {
      id: 'outcome',
      header: t('audit.outcome'),
      cell: (e) => (
        <span className={`admin-chip admin-chip--${e.outcome === 'done' ? 'ok' : 'warn'}`}>
          {t(`audit.outcomes.${e.outcome}`)}
        </span>
      ),
    },
    { id: 'address', header: t('audit.address'), cell: (e) => e.ip },
  ];

  return (
    <>
      <h1>{t('audit.heading')}</h1>
      <p className="admin-muted">{t('audit.intro')}</p>
      <form className="admin-filters" onSubmit={apply} key={params.toString()}>
        {FILTERS.map((name) => (
          <label key={name}>
            <span>{t(`audit.${name === 'siteId' ? 'site' : name}`)}</span>
            <input
              name={name}
              type={name === 'from' || name === 'to' ? 'date' : 'text'}
              defaultValue={params.get(name) ?? ''}
              inputMode={name === 'siteId' ? 'numeric' : undefined}
            />
          </label>
        ))}
        <div className="admin-filters__actions">
          <button className="admin-button admin-button--primary" type="submit">
            {t('audit.filter')}
          </button>
          <button className="admin-button" type="button" onClick={() => setParams(new URLSearchParams())}>
            {t('audit.clear')}
          </button>
          <button
            className="admin-button"
            type="button"
            onClick={async () => download('drawhall-audit.csv', await audit.csv(query))}
          >
            {t('audit.csv')}
          </button>
        </div>
      </form>
      {audit.error && (
        <p className="admin-error" role="alert">
          {audit.error}
        </p>
      )}
      <DataTable
        caption={t('audit.heading')}
        testId="audit-table"
        rows={audit.entries}
        columns={columns}
        rowKey={(e) => e.id}
        rowAttributes={(e) => ({ 'data-action': e.action })}
        busy={audit.loading}
        sort={sort}
        onSort={setSort}
      />
      {!audit.loading && audit.entries.length === 0 && <p>{t('audit.empty')}</p>}
      {audit.loading && audit.entries.length === 0 && <p role="status">{t('audit.loading')}</p>}
      <Pager label={t('audit.heading')} offset={offset} size={AUDIT_PAGE_SIZE} total={audit.total} />
    </>
  );
});
