import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdmin } from '../AdminContext';
import { NewSiteForm } from './site/NewSiteForm';

/** Every site in the operator's scope, with its state; each links to its page. */
export const SitesPage = observer(function SitesPage() {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  useEffect(() => void sites.load(), [sites]);
  return (
    <>
      <h1>{t('sites.heading')}</h1>
      {sites.error && (
        <p className="admin-error" role="alert">
          {sites.error}
        </p>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t('sites.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sites.id')}</th>
              <th scope="col">{t('sites.name')}</th>
              <th scope="col">{t('sites.host')}</th>
              <th scope="col">{t('sites.languages')}</th>
              <th scope="col">{t('sites.status')}</th>
            </tr>
          </thead>
          <tbody aria-busy={sites.loading}>
            {sites.sites.map((site) => (
              <tr key={site.siteId}>
                <td>{site.siteId}</td>
                <td>
                  <Link to={`/sites/${site.siteId}`} aria-label={t('sites.open', { name: site.name })}>
                    {site.name}
                  </Link>
                </td>
                <td>{site.host}</td>
                <td>{site.languages.join(', ')}</td>
                <td>
                  <span className={`admin-chip admin-chip--${site.maintenance.on ? 'warn' : 'ok'}`}>
                    {site.maintenance.on ? t('sites.maintenance') : t('sites.live')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sites.loading && sites.sites.length === 0 && <p role="status">{t('sites.loading')}</p>}
      {sites.error && <p className="admin-error">{sites.error}</p>}
      {session.may('createSite') && session.operator?.sites === 'all' && sites.sites.length > 0 && (
        <NewSiteForm />
      )}
    </>
  );
});
