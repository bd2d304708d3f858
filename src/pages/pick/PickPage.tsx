import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { gameKindOf } from '../../../protocol/gameRules';
import { EditLinesDialog } from '../../app/dialogs/EditLinesDialog';
import { OneClickPickDialog } from '../../app/dialogs/OneClickPickDialog';
import { RafflePickDialog } from '../../app/dialogs/RafflePickDialog';
import { TutorialOverlay } from '../../app/tutorial/TutorialOverlay';
import { useStores } from '../../app/StoreContext';
import { GameInfoButtons } from '../lobby/GameInfoButtons';
import { BallGrid } from '../../app/forms/BallGrid';
import { BetTypeStep } from './BetTypeStep';
import { NumbersHelp } from './NumbersHelp';
import { PickHeader } from './PickHeader';
import { PickingBoard } from './PickingBoard';
import { TicketPanel } from './TicketPanel';
import '../../styles/pick.css';

/**
 * /pick?id= (and /permpick?id= for a perm entry): the DOM number picker, keyboard and screen-reader
 * friendly. Steps: game, bet type (bet-type games), numbers, wager; then confirm and join. The game's
 * hero band on top; below, the picker and the ticket side by side on a desktop (issue 32).
 */
export const PickPage = observer(function PickPage({ perm = false }: { perm?: boolean }) {
  const { picking, session } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useEffect(() => {
    if (id) picking.open(id, { perm });
  }, [picking, id, perm]);
  const game = picking.game;
  const known = game?.gameInstanceId;
  useEffect(() => {
    if (known) picking.loadGameFacts();
  }, [picking, known, session.loggedIn]);
  // Until the effect has opened this id, say nothing rather than flash 'not available'.
  if (picking.gameInstanceId !== id && id) return <section className="section-page" aria-busy="true" />;
  if (!game || picking.nextDraw.stale) return <StaleDraw perm={perm} />;
  const raffle = gameKindOf(game.gameRule) === 'raffle';
  const picking2nd = game.gamePlaySize2nd > 0;
  return (
    <section
      className="section-page pick-page"
      data-testid="pick-page"
      data-step={picking.step}
      data-mode={picking.mode}
    >
      <PickHeader game={game} />
      <TutorialOverlay firstVisit={raffle ? 'raffle' : 'lottery'} />
      <div className="pick-page__body">
        <div className="pick-page__picker">
          <div className="form__actions pick-page__tools">
            <GameInfoButtons gameInstanceId={game.gameInstanceId} testIdPrefix="pick" />
            {picking.mode === 'lines' && !raffle && picking.state === 'open' && (
              <button
                type="button"
                className="button"
                data-testid="pick-one-click"
                onClick={() => picking.openDialog('oneClick')}
              >
                {t('pick.oneClick.open')}
              </button>
            )}
          </div>
          {picking.mode === 'bets' && <BetTypeStep picking={picking} />}
          {picking.state === 'open' && picking.step === 'numbers' && picking.mode === 'lines' && !raffle && (
            <PickingBoard />
          )}
          {picking.state === 'open' && picking.step === 'numbers' && (
            <section className="pick-numbers" data-testid="number-picking" aria-label={t('pick.mainSet')}>
              <NumbersHelp />
              {raffle ? (
                <button
                  type="button"
                  className="button"
                  data-testid="pick-raffle-manual"
                  onClick={() => picking.openDialog('rafflePick')}
                >
                  {t('pick.raffle.open')}
                </button>
              ) : (
                <BallGrid chooser={picking} set={1} range={game.drawRange} />
              )}
              {picking2nd && (
                <div className="pick-numbers__second" data-testid="number-picking-2nd">
                  <p className="pick-numbers__set" aria-hidden="true">
                    {t('pick.secondSet')}
                  </p>
                  <BallGrid chooser={picking} set={2} range={game.drawRange2nd} />
                </div>
              )}
              <div className="form__actions pick-numbers__actions">
                <button
                  type="button"
                  className="button button--accent"
                  data-testid="pick-lucky-dip"
                  disabled={!picking.canAddLine}
                  onClick={() => picking.luckyDip()}
                >
                  {t('pick.luckyDip')}
                </button>
                {picking.mode !== 'lines' && (
                  <button
                    type="button"
                    className="button"
                    data-testid="pick-add-selection"
                    disabled={!picking.canAddSelection}
                    onClick={() => picking.addSelection()}
                  >
                    {t('pick.addSelection', { count: picking.pendingPlays })}
                  </button>
                )}
              </div>
              <p className="pick-numbers__limit" data-testid="pick-remaining">
                {t(raffle ? 'pick.maxTickets' : 'pick.maxPlays', { count: picking.maxPlays })}
              </p>
              {picking.limitHit && (
                <p className="form__error" role="alert" data-testid="pick-limit">
                  {t('pick.limitReached')}
                </p>
              )}
            </section>
          )}
        </div>
        <TicketPanel picking={picking} />
      </div>
      {picking.dialog === 'editLines' && <EditLinesDialog />}
      {picking.dialog === 'oneClick' && <OneClickPickDialog />}
      {picking.dialog === 'rafflePick' && <RafflePickDialog />}
    </section>
  );
});

/** A link to a draw that is over or gone: the game's next draw when one is open, else home. */
const StaleDraw = observer(function StaleDraw({ perm }: { perm: boolean }) {
  const { picking } = useStores();
  const { t } = useTranslation();
  const next = picking.nextDraw.game;
  return (
    <section className="section-page" data-testid="pick-page">
      {next ? (
        <>
          <h1>{next.gameTitle}</h1>
          <p data-testid="pick-draw-over">{t('pick.drawOver')}</p>
          <p className="form__actions">
            <Link
              className="button button--primary"
              data-testid="pick-next-draw"
              to={`${perm ? '/permpick' : '/pick'}?id=${next.gameInstanceId}`}
            >
              {t('pick.playNextDraw')}
            </Link>
            <Link className="button" to="/">
              {t('notFound.goHome')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p data-testid="pick-no-game">{t('pick.noGame')}</p>
          <Link to="/">{t('notFound.goHome')}</Link>
        </>
      )}
    </section>
  );
});

/** /permpick?id=: a perm entry, more numbers than the pick size. */
export function PermPickPage() {
  return <PickPage perm />;
}
