import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import type { ListColumn } from '../table/DataTable';
import { AdEditor } from './AdEditor';
import { useContentSite } from './ContentHeader';
import { EditableList } from './EditableList';

/** A site's ads: settings, counters, and new, edit, disable and enable for the roles that may. */
export const AdsPage = observer(function AdsPage() {
  const { content, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const siteId = useContentSite();
  const [editing, setEditing] = useState<AdSummary | 'new' | null>(null);
  const allowed = session.may('createAd');
  useEffect(() => {
    setEditing(null);
    if (siteId) void content.loadAds(siteId);
  }, [content, siteId]);
  const columns = useMemo<ListColumn<AdSummary>[]>(() => {
    const when = (at: number) => new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium' });
    return [
      { id: 'id', header: t('ads.id'), cell: (ad) => ad.adId, numeric: true },
      {
        id: 'creative',
        header: t('ads.creative'),
        cell: (ad) => <img className="admin-ad-thumb" src={ad.image} alt="" loading="lazy" />,
      },
      {
        id: 'where',
        header: t('ads.where'),
        cell: (ad) => `${t(`ads.locations.${ad.location}`)} · ${t(`ads.screens.${ad.screenType}`)}`,
      },
      { id: 'weight', header: t('ads.weight'), cell: (ad) => ad.weight, numeric: true },
      {
        id: 'schedule',
        header: t('ads.schedule'),
        cell: (ad) => (ad.schedule ? `${when(ad.schedule.from)} – ${when(ad.schedule.to)}` : t('ads.always')),
      },
      {
        id: 'languages',
        header: t('ads.languagesShort'),
        cell: (ad) => (ad.languages.length ? ad.languages.join(', ') : t('ads.everyLanguage')),
      },
      {
        id: 'counters',
        header: t('ads.counters'),
        cell: (ad) => t('ads.countersOf', { count: ad.impressions, clicks: ad.clicks }),
      },
      {
        id: 'state',
        header: t('ads.state'),
        cell: (ad) => (
          <span className={`admin-chip admin-chip--${ad.enabled ? 'ok' : 'warn'}`}>
            {ad.enabled ? t('ads.enabled') : t('ads.disabled')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('games.actions'),
        cell: (ad) =>
          allowed && (
            <span className="admin-actions">
              <button type="button" className="admin-button" onClick={() => setEditing(ad)}>
                {t('ads.edit')}
              </button>
              <button
                type="button"
                className="admin-button"
                onClick={() =>
                  content.siteId !== null &&
                  void content.updateAd(
                    { siteId: content.siteId, adId: ad.adId, enabled: !ad.enabled },
                    t(ad.enabled ? 'ads.disabledDone' : 'ads.enabledDone', { id: ad.adId }),
                  )
                }
              >
                {ad.enabled ? t('ads.disable') : t('ads.enable')}
              </button>
            </span>
          ),
      },
    ];
  }, [t, i18n.language, allowed, content]);
  return (
    <EditableList
      title={t('ads.heading')}
      editor={
        siteId &&
        editing && (
          <AdEditor
            key={editing === 'new' ? 'new' : editing.adId}
            siteId={siteId}
            ad={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      newLabel={allowed && !editing ? t('ads.new') : null}
      onNew={() => setEditing('new')}
      rows={content.ads}
      columns={columns}
      rowKey={(row) => row.adId}
      loading={content.loading}
      emptyText={t('ads.none')}
      testId="ads-table"
    />
  );
});
