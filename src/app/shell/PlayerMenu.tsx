import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../StoreContext';

/** The logged-in player's name with a small menu: account, cashier, logout. */
export const PlayerMenu = observer(function PlayerMenu() {
  const { session } = useStores();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="player-menu">
      <button
        type="button"
        className="player-menu__toggle"
        data-testid="player-menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {session.player?.screenName || session.player?.username}
      </button>
      {open && (
        <ul className="player-menu__list" role="menu">
          <li>
            <Link to="/account" onClick={close} data-testid="player-menu-account">
              {t('routes.account')}
            </Link>
          </li>
          <li>
            <Link to="/cashier" onClick={close} data-testid="player-menu-cashier">
              {t('routes.cashier')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              data-testid="logout"
              onClick={() => {
                close();
                void session.logout();
              }}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
});
