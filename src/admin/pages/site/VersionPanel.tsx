import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

/** The new-version notice: open pages of the site offer their players a reload. */
export const VersionPanel = observer(function VersionPanel({ site }: { site: SiteSummary }) {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  const [version, setVersion] = useState('');
  const allowed = session.may('sendNewVersion');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await sites.sendNewVersion({ siteId: site.siteId, version }, t('version.done', { version })))
      setVersion('');
  };
  return (
    <section className="admin-card" aria-labelledby="version-heading">
      <h2 id="version-heading">{t('version.heading')}</h2>
      <p className="admin-muted">{t('version.intro')}</p>
      <form onSubmit={submit}>
        <label htmlFor="version-number">{t('version.label')}</label>
        <input
          id="version-number"
          value={version}
          required
          maxLength={32}
          disabled={!allowed}
          onChange={(e) => setVersion(e.target.value)}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={!allowed}>
          {t('version.send')}
        </button>
      </form>
    </section>
  );
});
