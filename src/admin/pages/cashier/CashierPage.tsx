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
import { FilterForm } from '../FilterForm';
import { formatMinor } from '../formatMinor';
import { SiteName } from '../SiteSelect';
import { PendingAdjustments } from './PendingAdjustments';
import { WithdrawalDecision } from './WithdrawalDecision';

/** The cashier: withdrawals to approve or reject, and adjustments waiting for a second operator. */
export const CashierPage = observer(function CashierPage() {
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
  const [deciding, setDeciding] = useState<{ withdrawal: WithdrawalListing; approve: boolean } | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h1>{t('cashier.heading')}</h1>
      <FilterForm siteId={filter.siteId}>
        <label>
          <span>{t('cashier.status')}</span>
          <select name="status" defaultValue={filter.status}>
            {WITHDRAWAL_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`cashier.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
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
          approve={deciding.approve}
          onDone={() => setDeciding(null)}
        />
      )}
      <h2>{t('cashier.withdrawals')}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="withdrawals-table">
          <caption className="visually-hidden">{t('cashier.withdrawals')}</caption>
          <thead>
            <tr>
              {(['id', 'player', 'site', 'requested', 'method', 'amount', 'status', 'actions'] as const).map(
                (c) => (
                  <th scope="col" key={c}>
                    {t(`cashier.${c}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody aria-busy={cashier.loading}>
            {cashier.withdrawals.map((w) => (
              <tr key={w.withdrawalId} data-withdrawal={w.withdrawalId}>
                <td>{w.withdrawalId}</td>
                <td>
                  <Link to={`/players/${w.playerId}`}>{w.username}</Link>
                </td>
                <td>
                  <SiteName siteId={w.siteId} />
                </td>
                <td>{when.format(w.requestedAt)}</td>
                <td>{w.method}</td>
                <td className="admin-number">
                  {formatMinor(w.amount, w.currency, i18n.language)}
                  {w.fee > 0 && (
                    <div className="admin-muted">
                      {t('cashier.fee', { fee: formatMinor(w.fee, w.currency, i18n.language) })}
                    </div>
                  )}
                </td>
                <td>
                  {t(`cashier.states.${w.status}`)}
                  {w.decidedBy && (
                    <div className="admin-muted">{t('cashier.decidedBy', { by: w.decidedBy })}</div>
                  )}
                  {w.reason && <div className="admin-muted">{w.reason}</div>}
                </td>
                <td>
                  {w.status === 'pending' && session.may('decideWithdrawal') && (
                    <span className="admin-actions">
                      <button
                        className="admin-button admin-button--primary"
                        onClick={() => setDeciding({ withdrawal: w, approve: true })}
                      >
                        {t('cashier.approve')}
                      </button>
                      <button
                        className="admin-button admin-button--danger"
                        onClick={() => setDeciding({ withdrawal: w, approve: false })}
                      >
                        {t('cashier.reject')}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cashier.loading && cashier.withdrawals.length === 0 && <p role="status">{t('cashier.loading')}</p>}
      {!cashier.loading && cashier.withdrawals.length === 0 && (
        <p>{t('cashier.empty', { state: t(`cashier.states.${filter.status}`) })}</p>
      )}
      {mayAdjust && <PendingAdjustments />}
    </>
  );
});
