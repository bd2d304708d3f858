import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  SUPPORT_CASE_STATES,
  SUPPORT_SORTS,
  type SupportCaseListing,
  type SupportCaseState,
} from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { SUPPORT_PAGE_SIZE } from '../../stores/SupportStore';
import { idParam } from '../filterForm';
import { FilterForm, ListStatus, StatusFilter } from '../FilterForm';
import { Pager } from '../Pager';
import { Redacted, useDataAccess } from '../Redacted';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { useListSort } from '../table/listSort';

/** The inbox's assignee filters (anyone's cases when none is given). */
const ASSIGNEES = ['me', 'unassigned'] as const;

/**
 * The contact form's cases of the operator's sites, newest first; ?status=&site=&assignee=&offset=
 * in the URL.
 */
export const SupportPage = observer(function SupportPage() {
  const { support } = useAdmin();
  const { t, i18n } = useTranslation();
  const access = useDataAccess();
  const [params] = useSearchParams();
  const [sort, setSort] = useListSort(SUPPORT_SORTS, { by: 'received', desc: true });
  const status = params.get('status');
  const filter = useMemo(
    () => ({
      siteId: idParam(params.get('site')),
      status: SUPPORT_CASE_STATES.includes(status as SupportCaseState)
        ? (status as SupportCaseState)
        : 'open',
      assignee: ASSIGNEES.find((a) => a === params.get('assignee')),
      offset: idParam(params.get('offset')) ?? 0,
      sort: sort.by as (typeof SUPPORT_SORTS)[number],
      dir: sort.desc ? ('desc' as const) : ('asc' as const),
    }),
    [params, status, sort.by, sort.desc],
  );
  useEffect(() => void support.list(filter), [support, filter]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: ListColumn<SupportCaseListing>[] = [
    { id: 'id', header: t('support.id'), cell: (c) => c.caseId },
    {
      id: 'subject',
      header: t('support.subject'),
      cell: (c) => <Link to={`/support/${c.caseId}`}>{c.subject}</Link>,
    },
    {
      id: 'from',
      header: t('support.from'),
      cell: (c) => (
        <>
          <Redacted value={c.name} allowed={access.names} />
          <div className="admin-muted">
            <Redacted value={c.email} allowed={access.contact} />
          </div>
        </>
      ),
    },
    { id: 'category', header: t('support.category'), cell: (c) => c.category },
    { id: 'site', header: t('support.site'), cell: (c) => <SiteName siteId={c.siteId} /> },
    {
      id: 'assignee',
      header: t('support.assignee'),
      cell: (c) => c.assignee ?? <span className="admin-muted">{t('support.assignees.unassigned')}</span>,
    },
    { id: 'received', header: t('support.received'), sortable: true, cell: (c) => when.format(c.createdAt) },
    { id: 'replies', header: t('support.replies'), sortable: true, numeric: true, cell: (c) => c.replies },
  ];
  return (
    <>
      <h1>{t('support.heading')}</h1>
      <FilterForm siteId={filter.siteId}>
        <StatusFilter
          label={t('support.status')}
          value={filter.status}
          states={SUPPORT_CASE_STATES}
          name={(s) => t(`support.states.${s}`)}
        />
        <label>
          <span>{t('support.assignee')}</span>
          <select name="assignee" defaultValue={filter.assignee ?? ''} data-testid="support-assignee-filter">
            <option value="">{t('support.assignees.all')}</option>
            {ASSIGNEES.map((a) => (
              <option key={a} value={a}>
                {t(`support.assignees.${a}`)}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      <ListStatus
        error={support.error}
        loading={support.loading}
        loadingText={t('support.loading')}
        countText={t('support.count', { count: support.total })}
      />
      <DataTable
        caption={t('support.heading')}
        testId="support-table"
        rows={support.cases}
        columns={columns}
        rowKey={(c) => c.caseId}
        rowAttributes={(c) => ({ 'data-case': c.caseId })}
        busy={support.loading}
        sort={sort}
        onSort={setSort}
      />
      <Pager
        label={t('support.heading')}
        offset={filter.offset}
        size={SUPPORT_PAGE_SIZE}
        total={support.total}
      />
    </>
  );
});
