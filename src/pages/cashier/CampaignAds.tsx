import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { useAdClick } from '../../app/shell/useAdNavigation';
import { MOBILE_MAX_WIDTH } from '../../app/shell/useLoadAds';

/** The running campaigns' offers on the cashier page, each a link the ad counts; none, nothing. */
export const CampaignAds = observer(function CampaignAds() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const follow = useAdClick();
  useEffect(() => {
    void cashier.loadCampaignAds(window.innerWidth <= MOBILE_MAX_WIDTH ? 'MOBILE' : 'WEB');
  }, [cashier]);
  if (cashier.campaignAds.length === 0) return null;
  return (
    <section className="campaign-ads" aria-labelledby="campaign-ads-heading" data-testid="campaign-ads">
      <h2 id="campaign-ads-heading">{t('cashier.campaigns.heading')}</h2>
      <ul className="campaign-ads__list">
        {cashier.campaignAds.map((shown) => (
          <li key={shown.ad.id} data-testid="campaign-ad" data-ad-id={shown.ad.id}>
            <button type="button" className="campaign-ads__link" onClick={() => follow(shown.ad)}>
              <img
                className="campaign-ads__image"
                src={shown.imageUrl}
                alt={t('cashier.campaigns.imageAlt')}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
