import { FairnessPanel } from '../verify/FairnessPanel';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstantTicket } from '../../../protocol/instant/wire';
import { useStores } from '../../app/StoreContext';
import { LazyStage } from '../../app/stage/LazyStage';
import { useStageSound } from '../../app/stage/useStageSound';
import { displayMoney } from '../../format/money';
import { revealUnitsOf } from '../../stores/instant/fromWire';
import type { InstantProgress } from '../../stores/instant/ticketView';
import { useInstantSceneTexts } from './useInstantSceneTexts';

/**
 * The ticket on stage: its kind's scene, reveal progress sent to the server as the player goes,
 * and the outcome as text once revealed (or at once when the stage cannot be shown), so screen
 * readers and stage-less devices get the same result.
 */
export const InstantTicketStage = observer(function InstantTicketStage({
  ticket,
}: {
  ticket: InstantTicket;
}) {
  const { instant, ui, configuration } = useStores();
  const { t } = useTranslation();
  const sound = useStageSound();
  const texts = useInstantSceneTexts();
  const [unavailable, setUnavailable] = useState(false);
  // The scene itself reported the whole ticket revealed: it plays on to its end (the spin, the
  // count-up), though the server marks the ticket finished as soon as it hears of the last unit.
  const [sceneRevealedAll, setSceneRevealedAll] = useState(false);
  // ...and the text tells the outcome only when the scene has played it (the wheel at rest), not
  // when the server heard of the last unit (the spinner's one unit goes as the wheel starts).
  const [sceneFinished, setSceneFinished] = useState(false);
  const view = instant.viewOf(ticket);
  const id = ticket.ticketId;
  // Finished elsewhere ('reveal all' below, another device): the scene starts again at its end.
  const finishedElsewhere = ticket.finished && !sceneRevealedAll;
  // One props object per ticket and finished state: a new object would restart the scene.
  const props = useMemo(() => {
    if (!view) return null;
    const common = {
      texts,
      sound,
      onProgress: (p: InstantProgress) => {
        if (revealUnitsOf(view, p).length >= ticket.revealUnits) setSceneRevealedAll(true);
        void instant.saveProgress(id, p);
      },
      onFinished: () => {
        setSceneFinished(true);
        void instant.finish(id).catch((e) => console.warn('finish failed', e));
      },
    };
    return { ...common, ticket: view } as never;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ticket and finished state
  }, [id, finishedElsewhere, view !== null, texts, sound]);
  const money = (n: number) => displayMoney(n, ticket.currencyId, configuration.currency(ticket.currencyId));
  const told = unavailable || finishedElsewhere || sceneFinished;
  const outcome = ticket.prize > 0 ? t('instant.won', { amount: money(ticket.prize) }) : t('instant.noWin');
  return (
    <div
      className="instant-stage"
      data-testid="instant-stage"
      data-ticket-id={id}
      data-finished={ticket.finished}
    >
      <h2>{t('instant.ticket', { id })}</h2>
      {props && !unavailable && view && (
        <LazyStage
          key={`${id}:${finishedElsewhere}`}
          scene={view.kind}
          props={props}
          theme={ui.theme}
          sound={sound}
          onUnavailable={() => setUnavailable(true)}
        />
      )}
      {unavailable && <p data-testid="instant-stage-unavailable">{t('instant.stageUnavailable')}</p>}
      <p role="status" aria-live="polite" data-testid="instant-outcome" data-prize={ticket.prize}>
        {told ? outcome : t('instant.notRevealed')}
      </p>
      {!ticket.finished && (
        <button
          type="button"
          className="button button--ghost"
          data-testid="instant-reveal-all"
          onClick={() => void instant.revealAll([id]).catch((e) => console.warn('reveal all failed', e))}
        >
          {t('instant.revealAll')}
        </button>
      )}
      {ticket.finished && told && (
        <FairnessPanel source={{ kind: 'ticket', ticketId: id, salt: ticket.salt }} />
      )}
      {ticket.finished && told && instant.nextInPack && (
        <button
          type="button"
          className="button button--primary"
          data-testid="instant-next"
          onClick={() => instant.nextInPack && instant.show(instant.nextInPack)}
        >
          {t('instant.nextTicket')}
        </button>
      )}
    </div>
  );
});
