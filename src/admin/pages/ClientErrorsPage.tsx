import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CLIENT_ERROR_SORTS, type ClientErrorListing } from '../../../protocol/operator/calls';
import { useAdmin } from '../AdminContext';
import { CLIENT_ERRORS_PAGE_SIZE } from '../stores/ClientErrorsStore';
import { idParam } from './filterForm';
import { FilterForm, ListStatus } from './FilterForm';
import { Pager } from './Pager';
import { SiteName } from './SiteSelect';
import { DataTable, type ListColumn } from './table/DataTable';
import { useListSort } from './table/listSort';

/**
 * Uncaught errors of players' pages (reportClientError), counted per distinct error and site, most
 * recently seen first; ?site=&offset= in the URL. Nothing here names a player: the server masked it.
 */
export const ClientErrorsPage = observer(function ClientErrorsPage() {
  const { clientErrors } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [sort, setSort] = useListSort(CLIENT_ERROR_SORTS, { by: 'lastSeen', desc: true });
  const filter = useMemo(
    () => ({
      siteId: idParam(params.get('site')),
      offset: idParam(params.get('offset')) ?? 0,
      sort: sort.by as (typeof CLIENT_ERROR_SORTS)[number],
      dir: sort.desc ? ('desc' as const) : ('asc' as const),
    }),
    [params, sort.by, sort.desc],
  );
  useEffect(() => void clientErrors.load(filter), [clientErrors, filter]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: ListColumn<ClientErrorListing>[] = [
    {
      id: 'message',
      header: t('clientErrors.message'),
      cell: (e) => (
        <details>
          <summary>{e.message}</summary>
          {e.stack && <pre className="admin-pre">{e.stack}</pre>}
        </details>
      ),
    },
    { id: 'kind', header: t('clientErrors.kind'), cell: (e) => t(`clientErrors.kinds.${e.kind}`) },
    { id: 'route', header: t('clientErrors.route'), cell: (e) => <code>{e.route}</code> },
    { id: 'site', header: t('clientErrors.site'), cell: (e) => <SiteName siteId={e.siteId} /> },
    { id: 'times', header: t('clientErrors.times'), sortable: true, numeric: true, cell: (e) => e.count },
    {
      id: 'lastSeen',
      header: t('clientErrors.lastSeen'),
      sortable: true,
      cell: (e) => when.format(e.lastSeenAt),
    },
  ];
  return (
    <>
      <h1>{t('clientErrors.heading')}</h1>
      <p className="admin-muted">{t('clientErrors.intro')}</p>
      <FilterForm siteId={filter.siteId} />
      <ListStatus
        error={clientErrors.error}
        loading={clientErrors.loading}
        loadingText={t('clientErrors.loading')}
        countText={t('clientErrors.count', { count: clientErrors.total })}
      />
      <DataTable
        caption={t('clientErrors.heading')}
        testId="client-errors-table"
        rows={clientErrors.errors}
        columns={columns}
        rowKey={(e) => e.errorId}
        busy={clientErrors.loading}
        sort={sort}
        onSort={setSort}
      />
      <Pager
        label={t('clientErrors.heading')}
        offset={filter.offset}
        size={CLIENT_ERRORS_PAGE_SIZE}
        total={clientErrors.total}
      />
    </>
  );
});
