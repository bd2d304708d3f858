import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/** Opens the live games dialog; shows how many games are being drawn. */
export const LiveGamesButton = observer(function LiveGamesButton() {
  const { lobby, playGame } = useStores();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button lobby__live"
      data-testid="lobby-live-games"
      onClick={() => playGame.setLiveGamesOpen(true)}
    >
      {t('lobby.liveGames.button', { count: lobby.liveGames.length })}
    </button>
  );
});
