import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { CouponRedemptionListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { REDEMPTIONS_PAGE_SIZE } from '../../stores/CouponRedemptionsStore';
import { idParam } from '../filterForm';
import { ListStatus } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { Pager } from '../Pager';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';

/** The chosen coupon (?coupon=CODE): who used it, what it paid, and the order it came with. */
export const CouponRedemptions = observer(function CouponRedemptions(props: {
  code: string;
  siteId: number | undefined;
}) {
  const { couponRedemptions: store } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const offset = idParam(params.get('offset')) ?? 0;
  const { code, siteId } = props;
  useEffect(() => void store.load({ code, siteId, offset }), [store, code, siteId, offset]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (minor: number, currency: string) => formatMinor(minor, currency, i18n.language);
  const columns: ListColumn<CouponRedemptionListing>[] = [
    { id: 'redeemed', header: t('promotions.redeemed'), cell: (r) => when.format(r.redeemedAt) },
    {
      id: 'player',
      header: t('promotions.player'),
      cell: (r) => <Link to={`/players/${r.playerId}`}>{r.username}</Link>,
    },
    { id: 'site', header: t('promotions.site'), cell: (r) => <SiteName siteId={r.siteId} /> },
    {
      id: 'paid',
      header: t('promotions.paid'),
      numeric: true,
      cell: (r) => (
        <>
          {money(r.amount, r.currency)}{' '}
          <span className="admin-muted">{t(r.instant ? 'promotions.instant' : 'promotions.bonus')}</span>
        </>
      ),
    },
    {
      id: 'with',
      header: t('promotions.cameWith'),
      cell: (r) =>
        r.orderMethod === 'coupon'
          ? t('promotions.alone', { id: r.orderId })
          : t('promotions.withDeposit', {
              method: t(`deposits.methods.${r.orderMethod}`),
              id: r.orderId,
              amount: money(r.orderAmount, r.currency),
            }),
    },
  ];
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('coupon');
    next.delete('offset');
    setParams(next);
  };
  return (
    <section aria-labelledby="redemptions-heading" className="admin-card admin-stack">
      <h2 id="redemptions-heading">{t('promotions.redemptionsOf', { code })}</h2>
      <ListStatus
        error={store.error}
        loading={store.loading}
        loadingText={t('promotions.redemptionsLoading')}
        countText={t('promotions.redemptionsCount', { count: store.total })}
      />
      <DataTable
        caption={t('promotions.redemptionsOf', { code })}
        testId="redemptions-table"
        rows={store.redemptions}
        columns={columns}
        rowKey={(r) => r.redemptionId}
        busy={store.loading}
      />
      {!store.loading && store.total === 0 && <p>{t('promotions.noRedemptions')}</p>}
      <Pager
        label={t('promotions.redemptions')}
        offset={offset}
        size={REDEMPTIONS_PAGE_SIZE}
        total={store.total}
      />
      <span className="admin-actions">
        <button type="button" className="admin-button" onClick={close}>
          {t('promotions.closeRedemptions')}
        </button>
      </span>
    </section>
  );
});
