import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdmin } from '../AdminContext';
import { CLIENT_ERRORS_PAGE_SIZE } from '../stores/ClientErrorsStore';
import { idParam } from './filterForm';
import { FilterForm, ListStatus } from './FilterForm';
import { Pager } from './Pager';
import { SiteName } from './SiteSelect';

/**
 * Uncaught errors of players' pages (reportClientError), counted per distinct error and site, most
 * recently seen first; ?site=&offset= in the URL. Nothing here names a player: the server masked it.
 */
export const ClientErrorsPage = observer(function ClientErrorsPage() {
  const { clientErrors } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const filter = useMemo(
    () => ({ siteId: idParam(params.get('site')), offset: idParam(params.get('offset')) ?? 0 }),
    [params],
  );
  useEffect(() => void clientErrors.load(filter), [clientErrors, filter]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
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
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="client-errors-table">
          <caption className="visually-hidden">{t('clientErrors.heading')}</caption>
          <thead>
            <tr>
              {(['message', 'kind', 'route', 'site', 'times', 'lastSeen'] as const).map((c) => (
                <th scope="col" key={c}>
                  {t(`clientErrors.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={clientErrors.loading}>
            {clientErrors.errors.map((e) => (
              <tr key={e.errorId}>
                <td>
                  <details>
                    <summary>{e.message}</summary>
                    {e.stack && <pre className="admin-pre">{e.stack}</pre>}
                  </details>
                </td>
                <td>{t(`clientErrors.kinds.${e.kind}`)}</td>
                <td>
                  <code>{e.route}</code>
                </td>
                <td>
                  <SiteName siteId={e.siteId} />
                </td>
                <td className="admin-number">{e.count}</td>
                <td>{when.format(e.lastSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('clientErrors.heading')}
        offset={filter.offset}
        size={CLIENT_ERRORS_PAGE_SIZE}
        total={clientErrors.total}
      />
    </>
  );
});
