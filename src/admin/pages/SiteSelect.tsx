import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../AdminContext';

/** A labelled site field of a filter form (name="site"): "all my sites" or one of them. */
export const SiteSelect = observer(function SiteSelect({ value }: { value?: number }) {
  const { sites } = useAdmin();
  const { t } = useTranslation();
  useEffect(() => void sites.load(), [sites]);
  return (
    <label>
      <span>{t('games.site')}</span>
      <select name="site" defaultValue={value ?? ''} key={`${value}-${sites.sites.length}`}>
        <option value="">{t('games.allSites')}</option>
        {sites.sites.map((s) => (
          <option key={s.siteId} value={s.siteId}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
});

/** The site's name, or its id while the list loads (or for a site outside the list). */
export const SiteName = observer(function SiteName({ siteId }: { siteId: number }) {
  const { sites } = useAdmin();
  return <>{sites.site(siteId)?.name ?? `#${siteId}`}</>;
});
