import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdmin } from '../AdminContext';

/** The site a screen is narrowed to, kept in the URL (?site=), so the view can be linked. */
export function useSiteParam(): number | undefined {
  const [params] = useSearchParams();
  return Number(params.get('site')) || undefined;
}

/** "All my sites" or one of them; changing it rewrites ?site=. */
export const SitePicker = observer(function SitePicker() {
  const { sites } = useAdmin();
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const siteId = useSiteParam();
  useEffect(() => void sites.load(), [sites]);
  return (
    <label className="admin-inline">
      <span>{t('games.site')}</span>
      <select
        value={siteId ?? ''}
        onChange={(e) =>
          setParams(e.target.value ? new URLSearchParams({ site: e.target.value }) : new URLSearchParams())
        }
      >
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
