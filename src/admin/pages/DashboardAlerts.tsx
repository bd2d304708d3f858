import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardAlert, OperatorCallName } from '../../../protocol/operator/calls';
import { useAdmin } from '../AdminContext';

/** Where an alert is worked off, and the call the role needs to go there. */
const WHERE: Record<DashboardAlert['kind'], { to: string; call: OperatorCallName }> = {
  lateWithdrawals: { to: '/cashier', call: 'listWithdrawals' },
  lateSupportCases: { to: '/support', call: 'listSupportCases' },
  lateVerifications: { to: '/verification', call: 'listVerificationRequests' },
  clientErrors: { to: '/client-errors', call: 'listClientErrors' },
};

/** What needs an operator now, at the top of the dashboard: each alert links to its screen. */
export const DashboardAlerts = observer(function DashboardAlerts(props: { alerts: DashboardAlert[] }) {
  const { session } = useAdmin();
  const { t } = useTranslation();
  if (props.alerts.length === 0)
    return (
      <p className="admin-muted" data-testid="dashboard-alerts" data-count={0}>
        {t('dashboard.noAlerts')}
      </p>
    );
  return (
    <section
      className="admin-alerts"
      aria-labelledby="alerts-heading"
      data-testid="dashboard-alerts"
      data-count={props.alerts.length}
    >
      <h2 id="alerts-heading">{t('dashboard.alerts')}</h2>
      <ul>
        {props.alerts.map((alert) => {
          const text = t(`dashboard.alert.${alert.kind}`, { count: alert.count });
          const where = WHERE[alert.kind];
          return (
            <li key={alert.kind} data-alert={alert.kind}>
              {session.may(where.call) ? <Link to={where.to}>{text}</Link> : text}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
