import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DashboardAlerts } from './DashboardAlerts';
import { DashboardMoney } from './DashboardMoney';
import { formatMinor } from './formatMinor';
import { useAdmin } from '../AdminContext';
import { SitePicker, useSiteParam } from './SitePicker';

/** Who is here, what runs, what waits for an operator: for all the operator's sites or one (?site=). */
export const DashboardPage = observer(function DashboardPage() {
  const { dashboard, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const siteId = useSiteParam();
  useEffect(() => dashboard.follow(siteId), [dashboard, siteId]);
  const f = dashboard.figures;
  const most = Math.max(1, ...(f?.gamesByStatus.map((g) => g.count) ?? []));
  return (
    <>
      <h1>{t('dashboard.heading')}</h1>
      <SitePicker />
      {dashboard.error && (
        <p className="admin-error" role="alert">
          {dashboard.error}
        </p>
      )}
      {f && (
        <>
          <DashboardAlerts alerts={f.alerts} />
          <dl className="admin-figures" data-testid="dashboard">
            <div>
              <dt>{t('dashboard.online')}</dt>
              <dd data-testid="figure-online">{f.playersOnline}</dd>
            </div>
            <div>
              <dt>{t('dashboard.liveGames')}</dt>
              <dd>{f.liveGames}</dd>
            </div>
            <div>
              <dt>
                {session.may('listWithdrawals') ? (
                  <Link to="/cashier">{t('dashboard.withdrawals')}</Link>
                ) : (
                  t('dashboard.withdrawals')
                )}
              </dt>
              <dd>
                {f.pendingWithdrawals.count}
                {f.pendingWithdrawals.byCurrency.map((w) => (
                  <small key={w.currency}> · {formatMinor(w.amountMinor, w.currency, i18n.language)}</small>
                ))}
              </dd>
            </div>
            <div>
              <dt>
                {session.may('listSupportCases') ? (
                  <Link to="/support">{t('dashboard.supportCases')}</Link>
                ) : (
                  t('dashboard.supportCases')
                )}
              </dt>
              <dd>{f.openSupportCases}</dd>
            </div>
            <div>
              <dt>{t('dashboard.registrations')}</dt>
              <dd>{f.registrationsToday}</dd>
            </div>
          </dl>
          {f.money?.map((money) => (
            <DashboardMoney key={money.currency} money={money} />
          ))}
          {f.money?.length === 0 && <p className="admin-muted">{t('dashboard.noSales')}</p>}
          <section className="admin-card" aria-labelledby="games-chart-heading">
            <h2 id="games-chart-heading">{t('dashboard.gamesByStatus')}</h2>
            <ul className="admin-bars">
              {f.gamesByStatus.map((g) => (
                <li key={g.status}>
                  <span className="admin-bars__label">{g.status}</span>
                  <span
                    className="admin-bars__bar"
                    style={{ width: `${(g.count / most) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className="admin-bars__value">{g.count}</span>
                </li>
              ))}
            </ul>
          </section>
          <p className="admin-muted" data-testid="dashboard-updated" data-live={dashboard.live}>
            {t(dashboard.live ? 'dashboard.updatedLive' : 'dashboard.updated', {
              time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(f.at),
            })}
          </p>
        </>
      )}
    </>
  );
});
