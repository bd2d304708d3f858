import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CouponListing, JackpotListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { FilterForm, ListStatus } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { useSiteParam } from '../SitePicker';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { CouponForm } from './CouponForm';
import { CouponRedemptions } from './CouponRedemptions';
import { GamesNav } from './GamesNav';

type Acting =
  { kind: 'new' } | { kind: 'edit'; coupon: CouponListing } | { kind: 'toggle'; coupon: CouponListing };

const Sites = ({ ids }: { ids: number[] }) => (
  <>
    {ids.map((id, i) => (
      <span key={id}>
        {i > 0 && ', '}
        <SiteName siteId={id} />
      </span>
    ))}
  </>
);

/** The coupon list's columns, with the actions for the roles that may change coupons. */
function useCouponColumns(
  onAct: (acting: Acting) => void,
  onRedemptions: ((code: string) => void) | null,
): ListColumn<CouponListing>[] {
  const { session } = useAdmin();
  const { t, i18n } = useTranslation();
  const money = (minor: number, currency: string) => formatMinor(minor, currency, i18n.language);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const may = session.may('saveCoupon');
  const award = (c: CouponListing) =>
    c.percentOfDeposit > 0
      ? c.amountMinor > 0
        ? t('promotions.shareCapped', {
            percent: c.percentOfDeposit,
            amount: money(c.amountMinor, c.currency),
          })
        : t('promotions.share', { percent: c.percentOfDeposit })
      : money(c.amountMinor, c.currency);
  const valid = (c: CouponListing) =>
    c.validFrom === undefined && c.validUntil === undefined
      ? t('promotions.always')
      : [
          c.validFrom !== undefined ? t('promotions.from', { date: day.format(c.validFrom) }) : '',
          c.validUntil !== undefined ? t('promotions.until', { date: day.format(c.validUntil) }) : '',
        ]
          .filter(Boolean)
          .join(' ');
  const coupons: ListColumn<CouponListing>[] = [
    { id: 'code', header: t('promotions.code'), cell: (c) => <code>{c.code}</code> },
    { id: 'award', header: t('promotions.award'), cell: award },
    {
      id: 'kind',
      header: t('promotions.kind'),
      cell: (c) => t(c.instant ? 'promotions.instant' : 'promotions.bonus'),
    },
    { id: 'usage', header: t('promotions.usage'), cell: (c) => t(`promotions.usages.${c.usage}`) },
    {
      id: 'sites',
      header: t('promotions.sites'),
      cell: (c) => (c.memberIds.length ? <Sites ids={c.memberIds} /> : t('promotions.allSites')),
    },
    { id: 'valid', header: t('promotions.valid'), cell: valid },
    {
      id: 'uses',
      header: t('promotions.uses'),
      numeric: true,
      cell: (c) => {
        const uses = c.maxUses ? t('promotions.usesOf', { uses: c.uses, max: c.maxUses }) : c.uses;
        return onRedemptions && c.uses > 0 ? (
          <button
            type="button"
            className="admin-button"
            aria-label={t('promotions.showRedemptionsOf', { code: c.code, uses })}
            onClick={() => onRedemptions(c.code)}
          >
            {uses}
          </button>
        ) : (
          uses
        );
      },
    },
    {
      id: 'state',
      header: t('promotions.state'),
      cell: (c) => (
        <span className={`admin-chip admin-chip--${c.active ? 'ok' : 'bad'}`}>
          {t(c.active ? 'promotions.active' : 'promotions.disabled')}
        </span>
      ),
    },
    {
      id: 'source',
      header: t('promotions.source'),
      cell: (c) => t(`promotions.sources.${c.source}`, { who: c.updatedBy ?? '' }),
    },
    {
      id: 'actions',
      header: t('promotions.actions'),
      cell: (c) =>
        may && (
          <span className="admin-actions">
            <button
              type="button"
              className="admin-button"
              aria-label={t('promotions.editOf', { code: c.code })}
              onClick={() => onAct({ kind: 'edit', coupon: c })}
            >
              {t('promotions.edit')}
            </button>
            <button
              type="button"
              className={`admin-button ${c.active ? 'admin-button--danger' : ''}`}
              aria-label={t(c.active ? 'promotions.disableOf' : 'promotions.enableOf', { code: c.code })}
              onClick={() => onAct({ kind: 'toggle', coupon: c })}
            >
              {t(c.active ? 'promotions.disable' : 'promotions.enable')}
            </button>
          </span>
        ),
    },
  ];
  return coupons;
}

/** Coupons (new, edit, disable, enable) and the progressive jackpots of the operator's sites. */
export const PromotionsPage = observer(function PromotionsPage() {
  const { promotions, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const siteId = useSiteParam();
  const [acting, setActing] = useState<Acting | null>(null);
  useEffect(() => void promotions.load(siteId), [promotions, siteId]);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('coupon');
  const showRedemptions = (code: string) => {
    const next = new URLSearchParams(params);
    next.set('coupon', code);
    next.delete('offset');
    setParams(next);
  };
  const coupons = useCouponColumns(setActing, session.may('listCouponRedemptions') ? showRedemptions : null);
  const money = (minor: number, currency: string) => formatMinor(minor, currency, i18n.language);
  const may = session.may('saveCoupon');
  const jackpots: ListColumn<JackpotListing>[] = [
    { id: 'game', header: t('promotions.game'), cell: (j) => j.title },
    {
      id: 'holds',
      header: t('promotions.holds'),
      numeric: true,
      cell: (j) => money(j.amountMinor, j.currency),
    },
    { id: 'seed', header: t('promotions.seed'), numeric: true, cell: (j) => money(j.seedMinor, j.currency) },
    {
      id: 'contribution',
      header: t('promotions.contribution'),
      cell: (j) => t('promotions.contributionOf', { percent: j.contributionPercentage }),
    },
    {
      id: 'ceiling',
      header: t('promotions.ceiling'),
      cell: (j) => (j.ceilingMinor === null ? t('promotions.noCeiling') : money(j.ceilingMinor, j.currency)),
    },
    { id: 'sites', header: t('promotions.sites'), cell: (j) => <Sites ids={j.siteIds} /> },
  ];
  return (
    <>
      <h1>{t('promotions.heading')}</h1>
      <GamesNav />
      <FilterForm siteId={siteId} />
      <p className="admin-notice" role="status" data-testid="promotions-notice">
        {promotions.notice}
      </p>
      {acting?.kind === 'new' && <CouponForm editing={null} onDone={() => setActing(null)} />}
      {acting?.kind === 'edit' && (
        <CouponForm key={acting.coupon.code} editing={acting.coupon} onDone={() => setActing(null)} />
      )}
      {acting?.kind === 'toggle' && <ToggleForm coupon={acting.coupon} onDone={() => setActing(null)} />}
      <h2>{t('promotions.coupons')}</h2>
      {may && !acting && (
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => setActing({ kind: 'new' })}
        >
          {t('promotions.create')}
        </button>
      )}
      <ListStatus
        error={promotions.error}
        loading={promotions.loading}
        loadingText={t('promotions.loading')}
        countText={t('promotions.count', { count: promotions.coupons.length })}
      />
      <DataTable
        caption={t('promotions.coupons')}
        testId="coupons-table"
        rows={promotions.coupons}
        columns={coupons}
        rowKey={(c) => c.code}
        rowAttributes={(c) => ({ 'data-coupon': c.code })}
      />
      {!promotions.loading && promotions.coupons.length === 0 && <p>{t('promotions.empty')}</p>}
      {chosen && session.may('listCouponRedemptions') && <CouponRedemptions code={chosen} siteId={siteId} />}
      <h2>{t('promotions.jackpots')}</h2>
      <p className="admin-muted">{t('promotions.jackpotsIntro')}</p>
      <DataTable
        caption={t('promotions.jackpots')}
        testId="jackpots-table"
        rows={promotions.jackpots}
        columns={jackpots}
        rowKey={(j) => j.gameId}
      />
      {!promotions.loading && promotions.jackpots.length === 0 && <p>{t('promotions.noJackpots')}</p>}
    </>
  );
});

/** Disable or enable one coupon, with the reason the audit log keeps. */
const ToggleForm = observer(function ToggleForm(props: { coupon: CouponListing; onDone(): void }) {
  const { promotions } = useAdmin();
  const { t } = useTranslation();
  const { coupon } = props;
  const [reason, setReason] = useState('');
  const enable = !coupon.active;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await promotions.setActive(
      { code: coupon.code, active: enable, reason },
      t(enable ? 'promotions.enabledNotice' : 'promotions.disabledNotice', { code: coupon.code }),
    );
    if (done) props.onDone();
  };
  return (
    <form className="admin-card" onSubmit={submit} aria-labelledby="coupon-toggle-heading">
      <h2 id="coupon-toggle-heading">
        {t('promotions.toggleHeading', {
          action: t(enable ? 'promotions.enable' : 'promotions.disable').replace('…', ''),
          code: coupon.code,
        })}
      </h2>
      <label htmlFor="coupon-toggle-reason">{t('promotions.fields.reason')}</label>
      <input
        id="coupon-toggle-reason"
        value={reason}
        required
        minLength={3}
        maxLength={500}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <span className="admin-actions">
        <button
          className={`admin-button ${enable ? 'admin-button--primary' : 'admin-button--danger'}`}
          type="submit"
        >
          {t(enable ? 'promotions.confirmEnable' : 'promotions.confirmDisable')}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('promotions.cancel')}
        </button>
      </span>
    </form>
  );
});
