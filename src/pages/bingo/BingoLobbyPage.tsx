import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { TutorialOverlay } from '../../app/tutorial/TutorialOverlay';
import { BingoRoomCard } from './BingoRoomCard';
import '../../styles/lobby.css';
import '../../styles/bingo.css';

/** /bingo/lobby: the open and live bingo rooms, soonest first, each with its buy control. */
export const BingoLobbyPage = observer(function BingoLobbyPage() {
  const { bingo } = useStores();
  const { t } = useTranslation();
  const rooms = bingo.rooms;
  return (
    <section className="section-page bingo-lobby" data-testid="bingo-lobby">
      <h1>{t('bingo.lobbyHeading')}</h1>
      <p>{t('bingo.lobbyIntro')}</p>
      <TutorialOverlay firstVisit="bingo" />
      {rooms.length === 0 ? (
        <p data-testid="bingo-none">{t('bingo.none')}</p>
      ) : (
        <div className="lobby__grid">
          {rooms.map((game) => (
            <BingoRoomCard key={game.gameInstanceId} game={game} />
          ))}
        </div>
      )}
    </section>
  );
});
