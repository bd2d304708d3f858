import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router-dom';
import { useAdmin } from '../../AdminContext';

/** The site a content screen edits (?site=, else the first of the operator's sites). */
export function useContentSite(): number | undefined {
  const { sites } = useAdmin();
  const [params] = useSearchParams();
  return Number(params.get('site')) || sites.sites[0]?.siteId;
}

/** Heading, the content screens' tabs and the site picker, which keeps the other params. */
export const ContentHeader = observer(function ContentHeader({ title }: { title: string }) {
  const { sites, content } = useAdmin();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const siteId = useContentSite();
  useEffect(() => void sites.load(), [sites]);
  const query = siteId ? `?site=${siteId}` : '';
  return (
    <>
      <h1>{title}</h1>
      <nav className="admin-subnav" aria-label={t('content.nav')}>
        <NavLink to={`/content/ads${query}`}>{t('content.ads')}</NavLink>
        <NavLink to={`/content/pages${query}`}>{t('content.pages')}</NavLink>
        <NavLink to={`/content/translations${query}`}>{t('content.translations')}</NavLink>
      </nav>
      <div className="admin-inline">
        <label htmlFor="content-site">{t('games.site')}</label>
        <select
          id="content-site"
          value={siteId ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            next.set('site', e.target.value);
            setParams(next);
          }}
        >
          {sites.sites.map((s) => (
            <option key={s.siteId} value={s.siteId}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <p className="admin-notice" role="status" data-testid="admin-notice">
        {content.notice}
      </p>
      {content.error && (
        <p className="admin-error" role="alert">
          {content.error}
        </p>
      )}
    </>
  );
});
