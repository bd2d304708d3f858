import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TutorialOverlay } from '../../app/tutorial/TutorialOverlay';
import { useStores } from '../../app/StoreContext';
import type { InstantKind } from '../../stores/instant/ticketView';
import { InstantBuy } from './InstantBuy';
import { InstantGameFacts } from './InstantGameFacts';
import { InstantGrid } from './InstantGrid';
import { InstantPrizesLeft } from './InstantPrizesLeft';
import { InstantTicketStage } from './InstantTicketStage';
import { InstantHistory, UnfinishedTickets } from './InstantTicketLists';
import '../../styles/lobby.css';

/**
 * /scratchcard, /spinner, /crossword: with ?gid= (or ?id=) one game of the kind (its facts, the
 * buy control, the ticket on stage, unfinished tickets and the history); without, the kind's games.
 */
export const InstantGamePage = observer(function InstantGamePage({ kind }: { kind: InstantKind }) {
  const { instant, session } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = Number(params.get('gid') ?? params.get('id'));
  useEffect(() => {
    void instant.loadGames();
    return () => instant.close();
  }, [instant]);
  const game = gameId > 0 ? instant.gameOf(gameId) : undefined;
  const current = instant.current;
  return (
    <section className="section-page instant-page" data-testid="instant-page" data-kind={kind}>
      {!game ? (
        <>
          <h1>{t(`routes.${kind}`)}</h1>
          <InstantGrid kind={kind} />
        </>
      ) : (
        <>
          <h1>{game.title}</h1>
          <TutorialOverlay firstVisit={kind} />
          {game.description && <p>{game.description}</p>}
          <InstantGameFacts game={game} full />
          <InstantPrizesLeft game={game} />
          <InstantBuy game={game} />
          {current && <InstantTicketStage key={current.ticketId} ticket={current} />}
          {session.loggedIn && <UnfinishedTickets />}
          {session.loggedIn && <InstantHistory gameId={game.gameId} />}
        </>
      )}
    </section>
  );
});

export const ScratchcardPage = () => <InstantGamePage kind="scratchcard" />;
export const SpinnerPage = () => <InstantGamePage kind="spinner" />;
export const CrosswordPage = () => <InstantGamePage kind="crossword" />;
