import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TutorialOverlay } from '../../app/tutorial/TutorialOverlay';
import { useStores } from '../../app/StoreContext';
import type { InstantKind } from '../../stores/instant/ticketView';
import { InstantBuy } from './InstantBuy';
import { InstantGrid } from './InstantGrid';
import { InstantHero } from './InstantHero';
import { InstantPrizesLeft } from './InstantPrizesLeft';
import { InstantTicketStage } from './InstantTicketStage';
import { InstantHistory, UnfinishedTickets } from './InstantTicketLists';
import '../../styles/lobby.css';
import '../../styles/instant.css';

/**
 * /scratchcard, /spinner, /crossword: with ?gid= (or ?id=) one game of the kind (its band with the
 * facts, the buy control, the ticket on stage, then the prizes left beside the player's unfinished
 * tickets and history); without, the kind's games.
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
  if (!game)
    return (
      <section className="section-page instant-page" data-testid="instant-page" data-kind={kind}>
        <h1>{t(`routes.${kind}`)}</h1>
        <InstantGrid kind={kind} />
      </section>
    );
  return (
    <section
      className="section-page instant-page instant-page--game"
      data-testid="instant-page"
      data-kind={kind}
    >
      <InstantHero game={game} />
      <div className="instant-page__body">
        <TutorialOverlay firstVisit={kind} />
        <InstantBuy game={game} />
        {current && <InstantTicketStage key={current.ticketId} ticket={current} />}
        <div className="instant-page__columns">
          <InstantPrizesLeft game={game} />
          {session.loggedIn && (
            <div className="instant-page__tickets">
              <UnfinishedTickets />
              <InstantHistory gameId={game.gameId} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
});

export const ScratchcardPage = () => <InstantGamePage kind="scratchcard" />;
export const SpinnerPage = () => <InstantGamePage kind="spinner" />;
export const CrosswordPage = () => <InstantGamePage kind="crossword" />;
