import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../StoreContext';
import { Balance } from './Balance';
import { PlayerMenu } from './PlayerMenu';

/** Site name, drawer toggle, and the balance plus player menu or the login button. */
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
        <span aria-hidden="true">☰</span>
      </button>
      <Link to="/" className="app-header__site" data-testid="site-name">
        {configuration.siteName}
      </Link>
      <div className="app-header__player">
        {session.loggedIn ? (
          <>
            <Balance />
            <PlayerMenu />
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            data-testid="login-open"
            disabled={loginDisabled}
            onClick={() => ui.openModal('login')}
          >
            {t('header.login')}
          </button>
        )}
      </div>
    </header>
  );
});
