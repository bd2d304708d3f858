import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BingoRoom, BingoRoomGame, GameSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { FilterForm, ListStatus } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { useSiteParam } from '../SitePicker';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { GameActionForm } from './GamesPage';
import { GamesNav } from './GamesNav';

/** Statuses a room's game can still be cancelled or rescheduled from (before its calling starts). */
const ACTIONABLE = ['OPEN', 'CLOSED', 'READY', 'RETRY'];

/** What the engine's action form needs of a room's game. */
const summaryOf = (room: BingoRoom, g: BingoRoomGame): GameSummary => ({
  gameInstanceId: g.gameInstanceId,
  gameId: room.gameId,
  title: room.title,
  status: g.status,
  siteIds: room.siteIds,
  startAt: g.startAt,
  registrationEndAt: g.startAt,
  playCount: g.cards,
  playerCount: g.players,
});

/** The bingo rooms of the operator's sites (?site= narrows to one): terms, games, their calling. */
export const BingoRoomsPage = observer(function BingoRoomsPage() {
  const { bingoRooms, games } = useAdmin();
  const { t } = useTranslation();
  const siteId = useSiteParam();
  const [acting, setActing] = useState<{ game: GameSummary; kind: 'cancel' | 'reschedule' } | null>(null);
  useEffect(() => void bingoRooms.load(siteId), [bingoRooms, siteId]);
  return (
    <>
      <h1>{t('bingo.heading')}</h1>
      <GamesNav />
      <FilterForm siteId={siteId} />
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
          siteId={siteId}
          onDone={() => setActing(null)}
          afterDone={() => void bingoRooms.load(siteId)}
        />
      )}
      <ListStatus
        error={bingoRooms.error}
        loading={bingoRooms.loading}
        loadingText={t('bingo.loading')}
        countText={t('bingo.count', { count: bingoRooms.rooms.length })}
      />
      {bingoRooms.rooms.map((room) => (
        <Room key={room.gameId} room={room} onAct={(game, kind) => setActing({ game, kind })} />
      ))}
      {!bingoRooms.loading && bingoRooms.rooms.length === 0 && <p>{t('bingo.empty')}</p>}
    </>
  );
});

const Room = observer(function Room(props: {
  room: BingoRoom;
  onAct(game: GameSummary, kind: 'cancel' | 'reschedule'): void;
}) {
  const { session } = useAdmin();
  const { t, i18n } = useTranslation();
  const { room } = props;
  const money = (minor: number) => formatMinor(minor, room.currency, i18n.language);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const may = session.may('cancelGame');
  const headingId = `bingo-room-${room.gameId}`;
  const columns: ListColumn<BingoRoomGame>[] = [
    { id: 'id', header: t('bingo.id'), cell: (g) => g.gameInstanceId },
    {
      id: 'status',
      header: t('bingo.status'),
      cell: (g) => <span className="admin-chip admin-chip--ok">{g.status}</span>,
    },
    { id: 'start', header: t('bingo.start'), cell: (g) => when.format(g.startAt) },
    { id: 'cards', header: t('bingo.cards'), numeric: true, cell: (g) => g.cards },
    { id: 'players', header: t('bingo.players'), numeric: true, cell: (g) => g.players },
    {
      id: 'called',
      header: t('bingo.called'),
      cell: (g) =>
        g.called === null ? (
          <span className="admin-muted">{t('bingo.notCalling')}</span>
        ) : (
          t('bingo.calledOf', { called: g.called, format: room.format })
        ),
    },
    {
      id: 'actions',
      header: t('bingo.actions'),
      cell: (g) =>
        may &&
        ACTIONABLE.includes(g.status) && (
          <span className="admin-actions">
            <button className="admin-button" onClick={() => props.onAct(summaryOf(room, g), 'reschedule')}>
              {t('games.reschedule')}
            </button>
            <button
              className="admin-button admin-button--danger"
              onClick={() => props.onAct(summaryOf(room, g), 'cancel')}
            >
              {t('games.cancel')}
            </button>
          </span>
        ),
    },
  ];
  return (
    <section className="admin-card admin-stack" aria-labelledby={headingId} data-room={room.gameId}>
      <h2 id={headingId}>
        {room.title}{' '}
        <span className="admin-muted">
          {t('bingo.format', { format: room.format })}
          {room.strips ? `, ${t('bingo.strips')}` : ''}
        </span>
      </h2>
      <dl className="admin-facts">
        <div className="admin-facts__row">
          <dt>{t('bingo.card')}</dt>
          <dd>{money(room.cardPriceMinor)}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('bingo.payout')}</dt>
          <dd>{t('bingo.payoutOf', { percent: room.payoutPercentage })}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('bingo.patterns')}</dt>
          <dd>
            {room.patterns
              .map(
                (p) =>
                  t('bingo.patternOf', { pattern: p.pattern, percent: p.prizePercentage }) +
                  (p.guaranteedPrizeMinor
                    ? t('bingo.guaranteed', { prize: money(p.guaranteedPrizeMinor) })
                    : ''),
              )
              .join(' · ')}
          </dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('bingo.pace')}</dt>
          <dd>{t('bingo.paceOf', { seconds: room.callIntervalMs / 1000 })}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('bingo.jackpot')}</dt>
          <dd>
            {room.jackpotCalls ? t('bingo.jackpotOf', { calls: room.jackpotCalls }) : t('bingo.noJackpot')}
          </dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('bingo.sites')}</dt>
          <dd>
            {room.siteIds.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <SiteName siteId={id} />
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <h3>{t('bingo.games')}</h3>
      {room.games.length === 0 ? (
        <p className="admin-muted">{t('bingo.noGames')}</p>
      ) : (
        <DataTable
          caption={t('bingo.games')}
          rows={room.games}
          columns={columns}
          rowKey={(g) => g.gameInstanceId}
          rowAttributes={(g) => ({ 'data-game': g.gameInstanceId })}
        />
      )}
    </section>
  );
});
