import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAdmin } from '../../AdminContext';

/**
 * The Games section's own navigation: the lobby's instances, finished results, instant pools.
 * Links rather than tabs, so each part has its own address (and its filters in the URL).
 */
export const GamesNav = observer(function GamesNav() {
  const { session } = useAdmin();
  const { t } = useTranslation();
  return (
    <nav className="admin-subnav" aria-label={t('gamesNav.label')}>
      <NavLink to="/games" end>
        {t('gamesNav.lobby')}
      </NavLink>
      {session.may('listResults') && <NavLink to="/games/results">{t('gamesNav.results')}</NavLink>}
      {session.may('listInstantGames') && <NavLink to="/games/instant">{t('gamesNav.instant')}</NavLink>}
      {session.may('listBingoRooms') && <NavLink to="/games/bingo">{t('gamesNav.bingo')}</NavLink>}
      {session.may('listCoupons') && <NavLink to="/games/promotions">{t('gamesNav.promotions')}</NavLink>}
    </nav>
  );
});
