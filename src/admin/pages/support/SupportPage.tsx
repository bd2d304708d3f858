import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SUPPORT_CASE_STATES, type SupportCaseState } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { SUPPORT_PAGE_SIZE } from '../../stores/SupportStore';
import { idParam } from '../filterForm';
import { FilterForm, ListStatus } from '../FilterForm';
import { Pager } from '../Pager';
import { Redacted, useDataAccess } from '../Redacted';
import { SiteName } from '../SiteSelect';

/** The contact form's cases of the operator's sites, newest first; ?status=&site=&offset= in the URL. */
export const SupportPage = observer(function SupportPage() {
  const { support } = useAdmin();
  const { t, i18n } = useTranslation();
  const access = useDataAccess();
  const [params] = useSearchParams();
  const status = params.get('status');
  const filter = useMemo(
    () => ({
      siteId: idParam(params.get('site')),
      status: SUPPORT_CASE_STATES.includes(status as SupportCaseState)
        ? (status as SupportCaseState)
        : 'open',
      offset: idParam(params.get('offset')) ?? 0,
    }),
    [params, status],
  );
  useEffect(() => void support.list(filter), [support, filter]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h1>{t('support.heading')}</h1>
      <FilterForm siteId={filter.siteId}>
        <label>
          <span>{t('support.status')}</span>
          <select name="status" defaultValue={filter.status}>
            {SUPPORT_CASE_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`support.states.${s}`)}
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
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="support-table">
          <caption className="visually-hidden">{t('support.heading')}</caption>
          <thead>
            <tr>
              {(['id', 'subject', 'from', 'category', 'site', 'received', 'replies'] as const).map((c) => (
                <th scope="col" key={c}>
                  {t(`support.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={support.loading}>
            {support.cases.map((c) => (
              <tr key={c.caseId} data-case={c.caseId}>
                <td>{c.caseId}</td>
                <td>
                  <Link to={`/support/${c.caseId}`}>{c.subject}</Link>
                </td>
                <td>
                  <Redacted value={c.name} allowed={access.names} />
                  <div className="admin-muted">
                    <Redacted value={c.email} allowed={access.contact} />
                  </div>
                </td>
                <td>{c.category}</td>
                <td>
                  <SiteName siteId={c.siteId} />
                </td>
                <td>{when.format(c.createdAt)}</td>
                <td className="admin-number">{c.replies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('support.heading')}
        offset={filter.offset}
        size={SUPPORT_PAGE_SIZE}
        total={support.total}
      />
    </>
  );
});
