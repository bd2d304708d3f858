import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InstantGamePools } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { FilterForm, ListStatus } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { useSiteParam } from '../SitePicker';
import { DataTable, type ListColumn } from '../table/DataTable';
import { GamesNav } from './GamesNav';
import { PoolBuild, TopPrizeLeft } from './poolParts';

/** The instant games of the operator's sites (?site= narrows to one) and where their pools stand. */
export const InstantPoolsPage = observer(function InstantPoolsPage() {
  const { instantPools } = useAdmin();
  const { t, i18n } = useTranslation();
  const siteId = useSiteParam();
  useEffect(() => {
    void instantPools.listGames(siteId);
    return () => instantPools.stop();
  }, [instantPools, siteId]);
  const columns: ListColumn<InstantGamePools>[] = [
    {
      id: 'game',
      header: t('pools.game'),
      cell: (g) => <Link to={`/games/instant/${g.gameId}`}>{g.title}</Link>,
    },
    { id: 'kind', header: t('pools.kind'), cell: (g) => t(`pools.kinds.${g.kind}`) },
    {
      id: 'price',
      header: t('pools.price'),
      numeric: true,
      cell: (g) => formatMinor(g.priceMinor, g.currency, i18n.language),
    },
    {
      id: 'onSale',
      header: t('pools.onSale'),
      cell: (g) =>
        g.onSale ? (
          t('pools.poolOf', { poolNo: g.onSale.poolNo })
        ) : (
          <span className="admin-muted">{t('pools.noneOnSale')}</span>
        ),
    },
    {
      id: 'tickets',
      header: t('pools.tickets'),
      numeric: true,
      cell: (g) => (g.onSale ? t('pools.ticketsOf', { sold: g.onSale.sold, total: g.onSale.poolSize }) : '—'),
    },
    { id: 'left', header: t('pools.left'), numeric: true, cell: (g) => g.onSale?.left ?? '—' },
    {
      id: 'topPrize',
      header: t('pools.topPrize'),
      cell: (g) => (g.onSale ? <TopPrizeLeft tiers={g.onSale.prizesLeft} currency={g.currency} /> : '—'),
    },
    {
      id: 'built',
      header: t('pools.built'),
      numeric: true,
      cell: (g) => t('pools.builtOf', { built: g.poolsBuilt, planned: g.poolsPlanned }),
    },
    { id: 'build', header: t('pools.build'), cell: (g) => <PoolBuild game={g} /> },
  ];
  return (
    <>
      <h1>{t('pools.heading')}</h1>
      <GamesNav />
      <p className="admin-muted">{t('pools.intro')}</p>
      <FilterForm siteId={siteId} />
      <p className="admin-notice" role="status" data-testid="pools-notice">
        {instantPools.notice}
      </p>
      <ListStatus
        error={instantPools.error}
        loading={instantPools.loading && instantPools.games.length === 0}
        loadingText={t('pools.loading')}
        countText={t('pools.count', { count: instantPools.games.length })}
      />
      <DataTable
        caption={t('pools.heading')}
        testId="instant-games-table"
        rows={instantPools.games}
        columns={columns}
        rowKey={(g) => g.gameId}
        rowAttributes={(g) => ({ 'data-game': g.gameId })}
      />
      {!instantPools.loading && instantPools.games.length === 0 && <p>{t('pools.empty')}</p>}
    </>
  );
});
