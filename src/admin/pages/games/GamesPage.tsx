import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { SitePicker, useSiteParam } from '../SitePicker';
import { DataTable, type ListColumn } from '../table/DataTable';
import { GamesNav } from './GamesNav';

/** Local date-time for <input type="datetime-local">, from epoch ms. */
const localInput = (at: number) => {
  const d = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** Game instances in the lobby of the operator's sites (?site= narrows to one): cancel or reschedule. */
export const GamesPage = observer(function GamesPage() {
  const { games, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const siteId = useSiteParam();
  const [acting, setActing] = useState<{ game: GameSummary; kind: 'cancel' | 'reschedule' } | null>(null);
  useEffect(() => void games.load(siteId), [games, siteId]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const may = session.may('cancelGame');
  const columns: ListColumn<GameSummary>[] = [
    { id: 'id', header: t('games.id'), cell: (g) => g.gameInstanceId },
    { id: 'title', header: t('games.title'), cell: (g) => g.title },
    {
      id: 'status',
      header: t('games.status'),
      cell: (g) => <span className="admin-chip admin-chip--ok">{g.status}</span>,
    },
    { id: 'start', header: t('games.start'), cell: (g) => when.format(g.startAt) },
    {
      id: 'plays',
      header: t('games.plays'),
      cell: (g) => t('games.playsOf', { count: g.playCount, players: g.playerCount }),
    },
    { id: 'sites', header: t('games.sites'), cell: (g) => g.siteIds.join(', ') },
    {
      id: 'actions',
      header: t('games.actions'),
      cell: (game) =>
        may &&
        ['OPEN', 'CLOSED', 'READY', 'RETRY'].includes(game.status) && (
          <span className="admin-actions">
            <button className="admin-button" onClick={() => setActing({ game, kind: 'reschedule' })}>
              {t('games.reschedule')}
            </button>
            <button
              className="admin-button admin-button--danger"
              onClick={() => setActing({ game, kind: 'cancel' })}
            >
              {t('games.cancel')}
            </button>
          </span>
        ),
    },
  ];
  return (
    <>
      <h1>{t('games.heading')}</h1>
      <GamesNav />
      <SitePicker />
      <p className="admin-notice" role="status" data-testid="games-notice">
        {games.notice}
      </p>
      {games.error && (
        <p className="admin-error" role="alert">
          {games.error}
        </p>
      )}
      {acting && (
        <GameActionForm
          game={acting.game}
          kind={acting.kind}
          onDone={() => setActing(null)}
          siteId={siteId}
        />
      )}
      <DataTable
        caption={t('games.heading')}
        testId="games-table"
        rows={games.games}
        columns={columns}
        rowKey={(g) => g.gameInstanceId}
        rowAttributes={(g) => ({ 'data-game': g.gameInstanceId })}
        busy={games.loading}
      />
      {!games.loading && games.games.length === 0 && <p>{t('games.empty')}</p>}
    </>
  );
});

/**
 * The reason (and for a reschedule the new start) of one action, confirmed before it runs. The
 * games store shows its outcome; `afterDone` rereads another screen's list (the bingo rooms).
 */
export const GameActionForm = observer(function GameActionForm(props: {
  game: GameSummary;
  kind: 'cancel' | 'reschedule';
  siteId?: number;
  onDone(): void;
  afterDone?: () => void;
}) {
  const { games } = useAdmin();
  const { t } = useTranslation();
  const { game, kind } = props;
  const [reason, setReason] = useState('');
  const [startAt, setStartAt] = useState(localInput(game.startAt + 3_600_000));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done =
      kind === 'cancel'
        ? await games.cancel(
            { gameInstanceId: game.gameInstanceId, reason },
            t('games.cancelled', { title: game.title, count: game.playCount }),
            props.siteId,
          )
        : await games.reschedule(
            { gameInstanceId: game.gameInstanceId, reason, startAt: new Date(startAt).getTime() },
            t('games.rescheduled', { title: game.title }),
            props.siteId,
          );
    if (done) {
      props.afterDone?.();
      props.onDone();
    }
  };
  return (
    <form className="admin-card" onSubmit={submit} aria-labelledby="game-action-heading">
      <h2 id="game-action-heading">
        {t(kind === 'cancel' ? 'games.cancelHeading' : 'games.rescheduleHeading', {
          title: game.title,
          id: game.gameInstanceId,
        })}
      </h2>
      {kind === 'cancel' && <p>{t('games.cancelWarning', { count: game.playCount })}</p>}
      {kind === 'reschedule' && (
        <>
          <label htmlFor="game-start">{t('games.newStart')}</label>
          <input
            id="game-start"
            type="datetime-local"
            value={startAt}
            required
            onChange={(e) => setStartAt(e.target.value)}
          />
        </>
      )}
      <label htmlFor="game-reason">{t('games.reason')}</label>
      <input
        id="game-reason"
        value={reason}
        required
        minLength={3}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      <span className="admin-actions">
        <button
          className={`admin-button ${kind === 'cancel' ? 'admin-button--danger' : 'admin-button--primary'}`}
          type="submit"
        >
          {t(kind === 'cancel' ? 'games.confirmCancel' : 'games.confirmReschedule')}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </span>
    </form>
  );
});
