import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DEPOSIT_METHODS,
  DEPOSIT_STATES,
  type DepositListing,
  type DepositMethod,
  type DepositState,
} from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { DEPOSITS_PAGE_SIZE } from '../../stores/DepositsStore';
import { idParam } from '../filterForm';
import { FilterForm, ListStatus } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { Pager } from '../Pager';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { DepositDecision } from './DepositDecision';

/**
 * The deposits filter in the URL: ?state= (default `pending`, the work list; `any` for all),
 * ?method=, ?site=, ?offset=. Its own names, so the withdrawals' ?status= is left alone.
 */
function useDepositsFilter() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const state = params.get('state') ?? 'pending';
    const method = params.get('method');
    return {
      state,
      siteId: idParam(params.get('site')),
      status: DEPOSIT_STATES.includes(state as DepositState) ? (state as DepositState) : undefined,
      method: DEPOSIT_METHODS.includes(method as DepositMethod) ? (method as DepositMethod) : undefined,
      offset: idParam(params.get('offset')) ?? 0,
    };
  }, [params]);
}

/** Deposits of every method, newest first; pending mBoB requests are settled or declined here. */
export const DepositsPanel = observer(function DepositsPanel() {
  const { deposits } = useAdmin();
  const { t } = useTranslation();
  const { state, ...filter } = useDepositsFilter();
  const { siteId, status, method, offset } = filter;
  useEffect(
    () => void deposits.load({ siteId, status, method, offset }),
    [deposits, siteId, status, method, offset],
  );
  const [deciding, setDeciding] = useState<{ deposit: DepositListing; settle: boolean } | null>(null);
  const columns = useDepositColumns((deposit, settle) => setDeciding({ deposit, settle }));
  return (
    <section aria-labelledby="deposits-heading">
      <h2 id="deposits-heading">{t('deposits.heading')}</h2>
      <p className="admin-muted">{t('deposits.intro')}</p>
      <FilterForm siteId={siteId}>
        <input type="hidden" name="tab" value="deposits" />
        <label>
          <span>{t('deposits.status')}</span>
          <select name="state" defaultValue={state}>
            {DEPOSIT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`deposits.states.${s}`)}
              </option>
            ))}
            <option value="any">{t('deposits.anyStatus')}</option>
          </select>
        </label>
        <label>
          <span>{t('deposits.method')}</span>
          <select name="method" defaultValue={method ?? ''}>
            <option value="">{t('deposits.anyMethod')}</option>
            {DEPOSIT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`deposits.methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      <p className="admin-notice" role="status" data-testid="deposits-notice">
        {deposits.notice}
      </p>
      {deciding && (
        <DepositDecision
          key={deciding.deposit.orderId}
          deposit={deciding.deposit}
          settle={deciding.settle}
          onDone={() => setDeciding(null)}
        />
      )}
      <ListStatus
        error={deposits.error}
        loading={deposits.loading}
        loadingText={t('deposits.loading')}
        countText={t('deposits.count', { count: deposits.total })}
      />
      <DataTable
        caption={t('deposits.heading')}
        testId="deposits-table"
        rows={deposits.deposits}
        columns={columns}
        rowKey={(d) => d.orderId}
        rowAttributes={(d) => ({ 'data-deposit': d.orderId, 'data-status': d.status })}
        busy={deposits.loading}
      />
      {!deposits.loading && deposits.total === 0 && <p>{t('deposits.empty')}</p>}
      <Pager label={t('deposits.heading')} offset={offset} size={DEPOSITS_PAGE_SIZE} total={deposits.total} />
    </section>
  );
});

/** The deposit list's columns; Settle and Decline on pending mBoB requests for the roles that may. */
function useDepositColumns(onDecide: (deposit: DepositListing, settle: boolean) => void) {
  const { session } = useAdmin();
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const may = session.may('settleDepositRequest');
  const columns: ListColumn<DepositListing>[] = [
    { id: 'id', header: t('deposits.id'), cell: (d) => d.orderId },
    {
      id: 'player',
      header: t('deposits.player'),
      cell: (d) => <Link to={`/players/${d.playerId}`}>{d.username}</Link>,
    },
    { id: 'site', header: t('deposits.site'), cell: (d) => <SiteName siteId={d.siteId} /> },
    { id: 'made', header: t('deposits.made'), cell: (d) => when.format(d.createdAt) },
    {
      id: 'method',
      header: t('deposits.method'),
      cell: (d) => (
        <>
          {t(`deposits.methods.${d.method}`)}
          {d.reference && (
            <div className="admin-muted">{t('deposits.reference', { reference: d.reference })}</div>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('deposits.amount'),
      numeric: true,
      cell: (d) => formatMinor(d.amount, d.currency, i18n.language),
    },
    {
      id: 'status',
      header: t('deposits.status'),
      cell: (d) => (
        <>
          {t(`deposits.states.${d.status}`)}
          {d.settledAt !== null && (
            <div className="admin-muted">{t('deposits.credited', { at: when.format(d.settledAt) })}</div>
          )}
          {d.decidedBy && <div className="admin-muted">{t('deposits.decidedBy', { by: d.decidedBy })}</div>}
          {d.reason && <div className="admin-muted">{d.reason}</div>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('deposits.actions'),
      cell: (d) =>
        may &&
        d.method === 'mbob' &&
        d.status === 'pending' && (
          <span className="admin-actions">
            <button className="admin-button admin-button--primary" onClick={() => onDecide(d, true)}>
              {t('deposits.settle')}
            </button>
            <button className="admin-button admin-button--danger" onClick={() => onDecide(d, false)}>
              {t('deposits.decline')}
            </button>
          </span>
        ),
    },
  ];
  return columns;
}
