import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  WITHDRAWAL_STATES,
  type WithdrawalListing,
  type WithdrawalState,
} from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { idParam } from '../filterForm';
import { FilterForm, StatusFilter } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { PendingAdjustments } from './PendingAdjustments';
import { WithdrawalDecision, type WithdrawalAction } from './WithdrawalDecision';

/**
 * The cashier's withdrawals: pending ones to approve or reject, approved ones the provider returned
 * to reverse; and adjustments waiting for a second operator.
 */
export const WithdrawalsPanel = observer(function WithdrawalsPanel() {
  const { cashier, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const status = params.get('status');
  const filter = useMemo(
    () => ({
      siteId: idParam(params.get('site')),
      status: WITHDRAWAL_STATES.includes(status as WithdrawalState) ? (status as WithdrawalState) : 'pending',
    }),
    [params, status],
  );
  const mayAdjust = session.may('listAdjustments');
  useEffect(() => void cashier.load(filter, mayAdjust), [cashier, filter, mayAdjust]);
  const [deciding, setDeciding] = useState<{
    withdrawal: WithdrawalListing;
    action: WithdrawalAction;
  } | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (minor: number, currency: string) => formatMinor(minor, currency, i18n.language);
  const columns: ListColumn<WithdrawalListing>[] = [
    { id: 'id', header: t('cashier.id'), cell: (w) => w.withdrawalId },
    {
      id: 'player',
      header: t('cashier.player'),
      cell: (w) => <Link to={`/players/${w.playerId}`}>{w.username}</Link>,
    },
    { id: 'site', header: t('cashier.site'), cell: (w) => <SiteName siteId={w.siteId} /> },
    { id: 'requested', header: t('cashier.requested'), cell: (w) => when.format(w.requestedAt) },
    { id: 'method', header: t('cashier.method'), cell: (w) => w.method },
    {
      id: 'amount',
      header: t('cashier.amount'),
      numeric: true,
      cell: (w) => (
        <>
          {money(w.amount, w.currency)}
          {w.fee > 0 && (
            <div className="admin-muted">{t('cashier.fee', { fee: money(w.fee, w.currency) })}</div>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('cashier.status'),
      cell: (w) => (
        <>
          {t(`cashier.states.${w.status}`)}
          {w.decidedBy && <div className="admin-muted">{t('cashier.decidedBy', { by: w.decidedBy })}</div>}
          {w.reason && <div className="admin-muted">{w.reason}</div>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('cashier.actions'),
      cell: (w) => (
        <WithdrawalActions withdrawal={w} onAct={(action) => setDeciding({ withdrawal: w, action })} />
      ),
    },
  ];
  return (
    <>
      <FilterForm siteId={filter.siteId}>
        <StatusFilter
          label={t('cashier.status')}
          value={filter.status}
          states={WITHDRAWAL_STATES}
          name={(s) => t(`cashier.states.${s}`)}
        />
      </FilterForm>
      <p className="admin-notice" role="status" data-testid="cashier-notice">
        {cashier.notice}
      </p>
      {cashier.error && (
        <p className="admin-error" role="alert">
          {cashier.error}
        </p>
      )}
      {deciding && (
        <WithdrawalDecision
          withdrawal={deciding.withdrawal}
          action={deciding.action}
          onDone={() => setDeciding(null)}
        />
      )}
      <h2>{t('cashier.withdrawals')}</h2>
      <DataTable
        caption={t('cashier.withdrawals')}
        testId="withdrawals-table"
        rows={cashier.withdrawals}
        columns={columns}
        rowKey={(w) => w.withdrawalId}
        rowAttributes={(w) => ({ 'data-withdrawal': w.withdrawalId })}
        busy={cashier.loading}
      />
      {cashier.loading && cashier.withdrawals.length === 0 && <p role="status">{t('cashier.loading')}</p>}
      {!cashier.loading && cashier.withdrawals.length === 0 && (
        <p>{t('cashier.empty', { state: t(`cashier.states.${filter.status}`) })}</p>
      )}
      {mayAdjust && <PendingAdjustments />}
    </>
  );
});

/** What the operator may do to a withdrawal in its state: decide a pending one, reverse a paying one. */
const WithdrawalActions = observer(function WithdrawalActions(props: {
  withdrawal: WithdrawalListing;
  onAct(action: WithdrawalAction): void;
}) {
  const { session } = useAdmin();
  const { t } = useTranslation();
  const { status } = props.withdrawal;
  if (status === 'paying' && session.may('reverseWithdrawal'))
    return (
      <button className="admin-button admin-button--danger" onClick={() => props.onAct('reverse')}>
        {t('cashier.reverse')}
      </button>
    );
  if (status !== 'pending' || !session.may('decideWithdrawal')) return null;
  return (
    <span className="admin-actions">
      <button className="admin-button admin-button--primary" onClick={() => props.onAct('approve')}>
        {t('cashier.approve')}
      </button>
      <button className="admin-button admin-button--danger" onClick={() => props.onAct('reject')}>
        {t('cashier.reject')}
      </button>
    </span>
  );
});
