import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useStores } from '../StoreContext';

const LINKS: [string, string][] = [
  ['/', 'routes.home'],
  ['/bingo/lobby', 'routes.bingoLobby'],
  ['/draws', 'routes.draws'],
  ['/replay', 'routes.replay'],
  ['/subscriptions', 'routes.subscriptions'],
  ['/history', 'routes.history'],
  ['/cashier', 'routes.cashier'],
  ['/account', 'routes.account'],
  ['/howtoplay', 'routes.howtoplay'],
  ['/contact', 'routes.contact'],
];

/** Side navigation with a backdrop; any click on a link or the backdrop closes it. */
export const Drawer = observer(function Drawer() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const close = () => ui.setDrawerOpen(false);
  return (
    <>
      {ui.drawerOpen && <div className="drawer-backdrop" data-testid="drawer-backdrop" onClick={close} />}
      <nav
        className={ui.drawerOpen ? 'drawer drawer--open' : 'drawer'}
        aria-label={t('drawer.label')}
        // inert, not aria-hidden: a closed drawer's links must leave the tab order too.
        inert={!ui.drawerOpen}
        data-testid="drawer"
      >
        <button type="button" className="drawer__close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
        <ul>
          {LINKS.map(([to, key]) => (
            <li key={to}>
              <NavLink to={to} onClick={close} tabIndex={ui.drawerOpen ? 0 : -1}>
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
});
