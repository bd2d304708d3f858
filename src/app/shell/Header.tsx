import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../StoreContext';
import { Balance } from './Balance';
import { Icon } from './Icon';
import { PlayerMenu } from './PlayerMenu';
import { SiteMark } from './SiteMark';

/** Site mark, drawer toggle, and the balance plus player menu, or Log In and Register. */
export const Header = observer(function Header() {
  const { configuration, session, ui } = useStores();
  const { t } = useTranslation();
  const loginDisabled = (configuration.configuration?.loginDisabled ?? 0) !== 0;
  return (
    <header className="app-header">
      <button
        type="button"
        className="app-header__menu"
        aria-label={t('header.menu')}
        data-testid="drawer-open"
        onClick={() => ui.setDrawerOpen(true)}
      >
        <Icon name="menu" />
      </button>
      <Link to="/" className="app-header__site" data-testid="site-name">
        <SiteMark />
      </Link>
      <div className="app-header__player">
        {session.loggedIn ? (
          <>
            <Link to="/cashier" className="header-balance-link">
              <span className="visually-hidden">{t('design.header.balance')}</span>
              <Icon name="wallet" />
              <Balance />
            </Link>
            <PlayerMenu />
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--ghost app-header__login"
              data-testid="login-open"
              disabled={loginDisabled}
              onClick={() => ui.openModal('login')}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="button button--accent app-header__register"
              data-testid="register-open"
              disabled={loginDisabled}
              onClick={() => ui.openModal('register')}
            >
              {t('design.header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
});
