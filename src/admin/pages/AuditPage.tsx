import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdmin } from '../AdminContext';
import { download } from './download';
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
  const query = useMemo(() => queryOf(params), [params]);
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
  const page = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('offset', String(Math.max(0, to)));
    setParams(next);
  };

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
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="audit-table">
          <caption className="visually-hidden">{t('audit.heading')}</caption>
          <thead>
            <tr>
              {(['at', 'operator', 'action', 'site', 'target', 'change', 'outcome', 'address'] as const).map(
                (c) => (
                  <th scope="col" key={c}>
                    {t(`audit.${c}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody aria-busy={audit.loading}>
            {audit.entries.map((entry) => (
              <tr key={entry.id} data-action={entry.action}>
                <td>{when.format(entry.at)}</td>
                <td>{entry.operator}</td>
                <td>{entry.action}</td>
                <td>{entry.siteId === 0 ? t('audit.allSites') : (entry.siteId ?? '')}</td>
                <td>{entry.target}</td>
                <td className="admin-change">
                  {entry.before !== null && <code>{JSON.stringify(entry.before)}</code>}
                  {entry.before !== null && entry.after !== null && ' → '}
                  {entry.after !== null && <code>{JSON.stringify(entry.after)}</code>}
                  {entry.reason && <div className="admin-muted">{entry.reason}</div>}
                </td>
                <td>
                  <span className={`admin-chip admin-chip--${entry.outcome === 'done' ? 'ok' : 'warn'}`}>
                    {t(`audit.outcomes.${entry.outcome}`)}
                  </span>
                </td>
                <td>{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!audit.loading && audit.entries.length === 0 && <p>{t('audit.empty')}</p>}
      {audit.loading && audit.entries.length === 0 && <p role="status">{t('audit.loading')}</p>}
      {audit.total > 0 && (
        <nav className="admin-pager" aria-label={t('audit.heading')}>
          <button
            className="admin-button"
            disabled={offset === 0}
            onClick={() => page(offset - AUDIT_PAGE_SIZE)}
          >
            {t('audit.previous')}
          </button>
          <span>
            {t('audit.page', {
              from: offset + 1,
              to: Math.min(offset + AUDIT_PAGE_SIZE, audit.total),
              total: audit.total,
            })}
          </span>
          <button
            className="admin-button"
            disabled={offset + AUDIT_PAGE_SIZE >= audit.total}
            onClick={() => page(offset + AUDIT_PAGE_SIZE)}
          >
            {t('audit.next')}
          </button>
        </nav>
      )}
    </>
  );
});
