import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAdmin } from '../AdminContext';
import { MaintenancePanel } from './site/MaintenancePanel';
import { MessagePanel } from './site/MessagePanel';
import { RichMediaPanel } from './site/RichMediaPanel';
import { ScheduledMaintenancePanel } from './site/ScheduledMaintenancePanel';
import { SiteSettingsPanel } from './site/SiteSettingsPanel';
import { VersionPanel } from './site/VersionPanel';

/** One site: its settings, maintenance, messages to its players, rich media per game kind. */
export const SitePage = observer(function SitePage() {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  const siteId = Number(useParams().siteId);
  useEffect(() => void sites.load(), [sites]);
  const site = sites.site(siteId);
  if (!site) return sites.loading ? <p role="status">{t('sites.loading')}</p> : <p>{t('site.notFound')}</p>;
  const readOnly =
    !session.may('setMaintenance') && !session.may('sendPlayerMessage') && !session.may('updateSite');
  return (
    <>
      <p>
        <Link to="/sites">← {t('site.back')}</Link>
      </p>
      <h1>
        {site.name} <small className="admin-muted">#{site.siteId}</small>
      </h1>
      <p>
        <a href={`/?site=${site.siteId}`} target="_blank" rel="noreferrer">
          {t('site.open')}
        </a>
      </p>
      <p className="admin-notice" role="status" data-testid="admin-notice">
        {sites.notice}
      </p>
      {sites.error && (
        <p className="admin-error" role="alert">
          {sites.error}
        </p>
      )}
      {readOnly && <p className="admin-muted">{t('site.readOnly')}</p>}
      <div className="admin-grid">
        <MaintenancePanel site={site} />
        <MessagePanel site={site} />
        <VersionPanel site={site} />
        <RichMediaPanel site={site} />
      </div>
      <ScheduledMaintenancePanel site={site} />
      <SiteSettingsPanel key={site.siteId} site={site} />
    </>
  );
});
