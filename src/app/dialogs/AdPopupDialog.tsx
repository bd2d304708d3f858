import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAdClick } from '../shell/useAdNavigation';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/**
 * The FULL ad, once per session (the store keeps the session flag). The shell shows it only while
 * no dialog the player asked for is open (a login link opens the login dialog on arrival): shown
 * over it, the ad covered the form the player came for.
 */
export const AdPopupDialog = observer(function AdPopupDialog() {
  const { ads } = useStores();
  const { t } = useTranslation();
  const follow = useAdClick();
  const shown = ads.popup;
  if (!shown) return null;
  return (
    <Modal title={t('ads.popupTitle')} onClose={() => ads.closePopup()} testId="ad-popup" variant="creative">
      <button
        type="button"
        className="ad-popup__link"
        data-testid="ad-popup-link"
        onClick={() => follow(shown.ad)}
      >
        <img className="ad-popup__image" src={shown.imageUrl} alt={t('ads.imageAlt')} />
      </button>
    </Modal>
  );
});
