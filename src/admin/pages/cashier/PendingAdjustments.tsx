import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { SiteName } from '../SiteSelect';

/** Adjustments above the site's threshold, waiting for an operator other than the one who asked. */
export const PendingAdjustments = observer(function PendingAdjustments() {
  const { cashier, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const me = session.operator?.username.toLowerCase();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="pending-adjustments">
      <h2 id="pending-adjustments">{t('cashier.adjustments')}</h2>
      <p className="admin-muted">{t('cashier.adjustmentsIntro')}</p>
      {cashier.adjustments.length === 0 ? (
        <p>{t('cashier.noAdjustments')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="adjustments-table">
            <caption className="visually-hidden">{t('cashier.adjustments')}</caption>
            <thead>
              <tr>
                {(['id', 'player', 'site', 'amount', 'reason', 'requestedBy', 'actions'] as const).map(
                  (c) => (
                    <th scope="col" key={c}>
                      {t(`cashier.${c}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {cashier.adjustments.map((a) => {
                const amount = formatMinor(a.amount, a.currency, i18n.language);
                const own = a.requestedBy.toLowerCase() === me;
                return (
                  <tr key={a.adjustmentId} data-adjustment={a.adjustmentId}>
                    <td>{a.adjustmentId}</td>
                    <td>
                      <Link to={`/players/${a.playerId}`}>{a.playerId}</Link>
                    </td>
                    <td>
                      <SiteName siteId={a.siteId} />
                    </td>
                    <td className="admin-number">
                      {amount} <span className="admin-muted">{t(`player.accounts.${a.account}`)}</span>
                    </td>
                    <td>{a.reason}</td>
                    <td>
                      {a.requestedBy}
                      <div className="admin-muted">{when.format(a.requestedAt)}</div>
                    </td>
                    <td>
                      {own ? (
                        <span className="admin-muted">{t('cashier.ownAdjustment')}</span>
                      ) : (
                        session.may('approveAdjustment') && (
                          <button
                            className="admin-button admin-button--primary"
                            onClick={() =>
                              void cashier.approveAdjustment(
                                a.adjustmentId,
                                t('cashier.adjustmentApproved', { id: a.adjustmentId, amount }),
                              )
                            }
                          >
                            {t('cashier.approveAdjustment', { id: a.adjustmentId })}
                          </button>
                        )
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
