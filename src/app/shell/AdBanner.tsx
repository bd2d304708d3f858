import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { useAdClick } from './useAdNavigation';

/** The TOP ad under the header; rotates in the store, hideable for the session. */
export const AdBanner = observer(function AdBanner() {
  const { ads } = useStores();
  const { t } = useTranslation();
  const follow = useAdClick();
  const shown = ads.banner;
  if (!shown || ads.bannerHidden) return null;
  return (
    <aside
      className="ad-banner"
      aria-label={t('ads.bannerLabel')}
      data-testid="ad-banner"
      data-ad-id={shown.ad.id}
    >
      <button type="button" className="ad-banner__link" onClick={() => follow(shown.ad)}>
        <img className="ad-banner__image" src={shown.imageUrl} alt={t('ads.imageAlt')} />
      </button>
      <button
        type="button"
        className="ad-banner__hide"
        aria-label={t('ads.hideBanner')}
        data-testid="ad-banner-hide"
        onClick={() => ads.hideBanner()}
      >
        ×
      </button>
    </aside>
  );
});
