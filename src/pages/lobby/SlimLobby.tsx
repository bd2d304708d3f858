import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { GameInfoButtons } from './GameInfoButtons';
import { GameTile } from './GameTile';
import { JackpotHero } from './JackpotHero';
import { EmptyState } from '../../app/shell/EmptyState';
import { useGameDeepLink } from './useGameDeepLink';
import '../../styles/lobby.css';

/**
 * The slim single-game view (spec section 4, Load): few games are open, so the main game fills
 * the page, with its rules and payout at hand and the other open games as a short list.
 */
export const SlimLobby = observer(function SlimLobby() {
  const { lobby } = useStores();
  const { t } = useTranslation();
  useGameDeepLink();
  const main = lobby.mainGame;
  const others = lobby.openGames.filter((g) => g !== main);
  return (
    <section className="lobby lobby--slim" data-testid="lobby" data-variant="slim">
      <h1 className="visually-hidden">{t('routes.home')}</h1>
      <JackpotHero />
      {main ? (
        <div className="lobby-slim__main" data-testid="slim-main" data-game-id={main.gameInstanceId}>
          <GameTile game={main} />
          <div className="form__actions">
            <GameInfoButtons gameInstanceId={main.gameInstanceId} testIdPrefix="slim" />
          </div>
        </div>
      ) : (
        <EmptyState
          title={t('lobby.empty')}
          text={t('design.lobby.emptyHint')}
          action={{ to: '/draws', label: t('design.lobby.seeResults') }}
        />
      )}
      {others.length > 0 && (
        <ul className="lobby-slim__others" data-testid="slim-others" aria-label={t('lobby.slim.others')}>
          {others.map((g) => (
            <li key={g.gameInstanceId}>
              <Link to={`/?id=${g.gameInstanceId}`}>{g.gameTitle}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/lobby" className="button" data-testid="slim-all-games">
        {t('lobby.slim.allGames')}
      </Link>
    </section>
  );
});
