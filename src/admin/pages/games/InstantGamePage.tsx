import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  POOL_SORTS,
  POOL_STATES,
  type InstantGamePools,
  type PoolListing,
  type PoolState,
} from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { POOLS_PAGE_SIZE } from '../../stores/InstantPoolsStore';
import { filtersOf, idParam } from '../filterForm';
import { ListStatus } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { Pager } from '../Pager';
import { DataTable, type ListColumn } from '../table/DataTable';
import { useListSort } from '../table/listSort';
import { GamesNav } from './GamesNav';
import { PoolBuild } from './poolParts';
import { ShortHash } from './ResultsPage';

type PoolSort = (typeof POOL_SORTS)[number];

const poolChip = (status: PoolState) =>
  `admin-chip admin-chip--${status === 'selling' ? 'ok' : status === 'retired' ? 'warn' : 'bad'}`;

/** One instant game's pools, newest first; ?status=&offset=&sort= in the URL; build and retire. */
export const InstantGamePage = observer(function InstantGamePage() {
  const { instantPools, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const gameId = Number(useParams().gameId);
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useListSort(POOL_SORTS, { by: 'poolNo', desc: true });
  const [retiring, setRetiring] = useState<PoolListing | null>(null);
  const status = params.get('status');
  const filter = useMemo(
    () => ({
      gameId,
      status: POOL_STATES.includes(status as PoolState) ? (status as PoolState) : undefined,
      offset: idParam(params.get('offset')) ?? 0,
      sort: sort.by as PoolSort,
      dir: sort.desc ? ('desc' as const) : ('asc' as const),
    }),
    [gameId, status, params, sort.by, sort.desc],
  );
  useEffect(() => {
    if (Number.isSafeInteger(gameId) && gameId > 0) void instantPools.listPools(filter);
    return () => instantPools.stop();
  }, [instantPools, filter, gameId]);
  const game = instantPools.game?.gameId === gameId ? instantPools.game : null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (minor: number) => formatMinor(minor, game?.currency ?? 'USD', i18n.language);
  const mayRetire = session.may('retireInstantPool');
  const columns: ListColumn<PoolListing>[] = [
    { id: 'poolNo', header: t('pool.no'), sortable: true, numeric: true, cell: (p) => p.poolNo },
    {
      id: 'status',
      header: t('pool.status'),
      cell: (p) => <span className={poolChip(p.status)}>{t(`pool.states.${p.status}`)}</span>,
    },
    { id: 'sold', header: t('pool.sold'), sortable: true, numeric: true, cell: (p) => p.sold },
    { id: 'left', header: t('pool.left'), numeric: true, cell: (p) => p.left },
    {
      id: 'prizesLeft',
      header: t('pool.prizesLeft'),
      cell: (p) => (
        <ul className="admin-plain-list">
          {p.prizesLeft.slice(0, 3).map((tier) => (
            <li key={tier.prizeMinor}>
              {t('pool.prizeLeft', { prize: money(tier.prizeMinor), left: tier.left, count: tier.count })}
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'seedHash', header: t('pool.seedHash'), cell: (p) => <ShortHash value={p.seedHash} /> },
    { id: 'merkleRoot', header: t('pool.merkleRoot'), cell: (p) => <ShortHash value={p.merkleRoot} /> },
    {
      id: 'seed',
      header: t('pool.seed'),
      cell: (p) =>
        p.seed ? <ShortHash value={p.seed} /> : <span className="admin-muted">{t('pool.sealed')}</span>,
    },
    { id: 'created', header: t('pool.created'), cell: (p) => when.format(p.createdAt) },
    {
      id: 'actions',
      header: t('pools.actions'),
      cell: (p) =>
        mayRetire &&
        p.status === 'selling' && (
          <button
            type="button"
            className="admin-button admin-button--danger"
            aria-label={t('pool.retireOf', { poolNo: p.poolNo })}
            onClick={() => setRetiring(p)}
          >
            {t('pool.retire')}
          </button>
        ),
    },
  ];
  return (
    <>
      <p>
        <Link to="/games/instant">← {t('pool.back')}</Link>
      </p>
      <h1>{game?.title ?? t('pools.heading')}</h1>
      <GamesNav />
      {game && <GameFacts game={game} />}
      <p className="admin-notice" role="status" data-testid="pools-notice">
        {instantPools.notice}
      </p>
      {retiring && game && <RetireForm game={game} pool={retiring} onDone={() => setRetiring(null)} />}
      <form className="admin-filters" onSubmit={(e) => setParams(filtersOf(e))} key={params.toString()}>
        <label>
          <span>{t('pool.status')}</span>
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('pool.anyStatus')}</option>
            {POOL_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`pool.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-filters__actions">
          <button className="admin-button admin-button--primary" type="submit">
            {t('audit.filter')}
          </button>
        </div>
      </form>
      <ListStatus
        error={instantPools.error}
        loading={instantPools.loading && !game}
        loadingText={t('pool.loading')}
        countText={t('pool.count', { count: instantPools.total })}
      />
      <DataTable
        caption={game?.title ?? t('pools.heading')}
        testId="pools-table"
        rows={game ? instantPools.pools : []}
        columns={columns}
        rowKey={(p) => p.poolNo}
        rowAttributes={(p) => ({ 'data-pool': p.poolNo })}
        sort={sort}
        onSort={setSort}
      />
      {game && instantPools.total === 0 && <p>{t('pool.empty')}</p>}
      <Pager
        label={t('pools.heading')}
        offset={filter.offset}
        size={POOLS_PAGE_SIZE}
        total={instantPools.total}
      />
    </>
  );
});

const GameFacts = observer(function GameFacts({ game }: { game: InstantGamePools }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="admin-card admin-stack" aria-labelledby="pool-game-facts">
      <h2 id="pool-game-facts">{t('pool.facts')}</h2>
      <dl className="admin-facts">
        <div className="admin-facts__row">
          <dt>{t('pools.kind')}</dt>
          <dd>{t(`pools.kinds.${game.kind}`)}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('pools.price')}</dt>
          <dd>{formatMinor(game.priceMinor, game.currency, i18n.language)}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('pool.poolSize')}</dt>
          <dd>{game.poolSize}</dd>
        </div>
        <div className="admin-facts__row">
          <dt>{t('pool.planned')}</dt>
          <dd>{t('pools.builtOf', { built: game.poolsBuilt, planned: game.poolsPlanned })}</dd>
        </div>
      </dl>
      <PoolBuild game={game} />
    </section>
  );
});

/** The reason for a retirement, confirmed before it runs: it cannot be undone. */
const RetireForm = observer(function RetireForm(props: {
  game: InstantGamePools;
  pool: PoolListing;
  onDone(): void;
}) {
  const { instantPools } = useAdmin();
  const { t } = useTranslation();
  const { game, pool } = props;
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await instantPools.retire(
      { gameId: game.gameId, poolNo: pool.poolNo, reason },
      t('pool.retired', { poolNo: pool.poolNo }),
    );
    if (done) props.onDone();
  };
  return (
    <form className="admin-card" onSubmit={submit} aria-labelledby="pool-retire-heading">
      <h2 id="pool-retire-heading">{t('pool.retireHeading', { poolNo: pool.poolNo, title: game.title })}</h2>
      <p>{t('pool.retireWarning')}</p>
      <label htmlFor="pool-reason">{t('pool.reason')}</label>
      <input
        id="pool-reason"
        value={reason}
        required
        minLength={3}
        maxLength={500}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <span className="admin-actions">
        <button className="admin-button admin-button--danger" type="submit">
          {t('pool.confirmRetire')}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('pool.back2')}
        </button>
      </span>
    </form>
  );
});
