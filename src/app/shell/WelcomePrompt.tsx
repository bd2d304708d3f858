import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../StoreContext';
import { Icon } from './Icon';

const DISMISSED_KEY = 'drawhall.welcomeDismissed';

/**
 * A new player (nothing to spend yet) is welcomed by name and pointed at a first deposit. It
 * leaves once money arrives, or for this tab when the player says "not now".
 */
export const WelcomePrompt = observer(function WelcomePrompt() {
  const { session } = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const account = session.primaryAccount;
  const player = session.player;
  if (!session.loggedIn || !player || dismissed || pathname.startsWith('/cashier') || pathname === '/deposit')
    return null;
  const empty = !account || account.accountBalance <= 0;
  if (!empty) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* storage off: the prompt still closes for this page */
    }
    setDismissed(true);
  };
  return (
    <aside className="welcome-prompt" data-testid="welcome-prompt" aria-labelledby="welcome-prompt-title">
      <Icon name="gift" className="welcome-prompt__icon" />
      <div className="welcome-prompt__text">
        <h2 id="welcome-prompt-title">
          {t('design.welcome.title', { name: player.screenName || player.username })}
        </h2>
        <p>{t('design.welcome.text')}</p>
      </div>
      <div className="welcome-prompt__actions">
        <Link className="button button--accent" to="/cashier" data-testid="welcome-deposit">
          {t('design.welcome.deposit')}
        </Link>
        <button type="button" className="button button--link" onClick={dismiss}>
          {t('design.welcome.dismiss')}
        </button>
      </div>
    </aside>
  );
});

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}
