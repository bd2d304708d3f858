import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstantTicket } from '../../../protocol/instant/wire';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { downloadText } from '../verify/downloadText';

function useMoney() {
  const { configuration } = useStores();
  return (t: InstantTicket, n: number) => displayMoney(n, t.currencyId, configuration.currency(t.currencyId));
}

/** Tickets left half-revealed (here or on another device): resume one, or reveal them all. */
export const UnfinishedTickets = observer(function UnfinishedTickets() {
  const { instant } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void instant.loadUnfinished();
  }, [instant]);
  const waiting = instant.unfinished.filter((x) => x.ticketId !== instant.current?.ticketId);
  if (waiting.length === 0) return null;
  return (
    <section data-testid="instant-unfinished">
      <h2>{t('instant.unfinished')}</h2>
      <ul>
        {waiting.map((x) => (
          <li key={x.ticketId} data-testid="instant-unfinished-ticket">
            {x.title} · {t('instant.ticket', { id: x.ticketId })}{' '}
            <button type="button" className="button button--ghost" onClick={() => instant.show(x)}>
              {t('instant.resume')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost"
        data-testid="instant-unfinished-reveal-all"
        onClick={() => void instant.revealAll().catch((e) => console.warn('reveal all failed', e))}
      >
        {t('instant.revealAll')}
      </button>
    </section>
  );
});

/** The verdict of checking a ticket against its pool's published commitment, in this browser. */
const VerifyButton = observer(function VerifyButton({ ticket }: { ticket: InstantTicket }) {
  const { instant } = useStores();
  const { t } = useTranslation();
  const verdict = instant.verdicts.get(ticket.ticketId);
  return (
    <span data-testid="instant-verify">
      <button
        type="button"
        className="button button--ghost"
        disabled={verdict === 'checking'}
        onClick={() => void instant.verify(ticket)}
      >
        {t('instant.verify')}
      </button>{' '}
      <span
        role="status"
        data-testid="instant-verdict"
        data-ok={verdict && verdict !== 'checking' ? verdict.ok : ''}
      >
        {verdict === 'checking'
          ? t('instant.verifying')
          : verdict
            ? verdict.ok
              ? t('instant.verified')
              : t('instant.notVerified', { problems: verdict.problems.join('; ') })
            : ''}
      </span>
    </span>
  );
});

/** The player's instant tickets, newest first: replay one on the stage, or verify it. */
export const InstantHistory = observer(function InstantHistory({ gameId }: { gameId?: number }) {
  const { instant } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const latest = instant.current?.ticketId;
  const finished = instant.current?.finished;
  useEffect(() => {
    void instant.loadHistory(0, gameId);
  }, [instant, gameId, latest, finished]);
  return (
    <section data-testid="instant-history">
      <h2>{t('instant.history')}</h2>
      {instant.history.length === 0 ? (
        <p>{t('instant.historyEmpty')}</p>
      ) : (
        <ul>
          {instant.history.map((x) => (
            <li key={x.ticketId} data-testid="instant-history-ticket" data-ticket-id={x.ticketId}>
              <button type="button" className="button button--ghost" onClick={() => instant.show(x)}>
                {x.title} · {t('instant.ticket', { id: x.ticketId })}
              </button>{' '}
              {x.finished
                ? x.prize > 0
                  ? t('instant.won', { amount: money(x, x.prize) })
                  : t('instant.noWin')
                : t('instant.notRevealed')}{' '}
              <VerifyButton ticket={x} />
            </li>
          ))}
        </ul>
      )}
      {instant.history.length > 0 && (
        <button
          type="button"
          className="button button--ghost"
          data-testid="instant-history-download"
          onClick={() => downloadText('drawhall-ticket-history.json', instant.historyEvidence)}
        >
          {t('fairness.downloadHistory')}
        </button>
      )}
      {instant.history.length < instant.historyTotal && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void instant.loadHistory(instant.history.length, gameId)}
        >
          {t('instant.more')}
        </button>
      )}
    </section>
  );
});
