import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

export const MaintenancePanel = observer(function MaintenancePanel({ site }: { site: SiteSummary }) {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  const [message, setMessage] = useState(site.maintenance.message);
  const on = site.maintenance.on;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!on && !window.confirm(t('site.confirmOn', { name: site.name }))) return;
    void sites.setMaintenance(
      { siteId: site.siteId, on: !on, message },
      t(on ? 'site.done.maintenanceOff' : 'site.done.maintenanceOn'),
    );
  };
  return (
    <section className="admin-card" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">{t('site.maintenance')}</h2>
      <p>
        <span className={`admin-chip admin-chip--${on ? 'warn' : 'ok'}`}>
          {on ? t('sites.maintenance') : t('sites.live')}
        </span>{' '}
        {on ? t('site.maintenanceOn') : t('site.maintenanceOff')}
      </p>
      <form onSubmit={submit}>
        <label htmlFor="maintenance-message">{t('site.message')}</label>
        <textarea
          id="maintenance-message"
          value={message}
          maxLength={500}
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
          disabled={!session.may('setMaintenance')}
        />
        <button
          type="submit"
          className={`admin-button ${on ? 'admin-button--primary' : 'admin-button--danger'}`}
          disabled={!session.may('setMaintenance')}
        >
          {on ? t('site.turnOff') : t('site.turnOn')}
        </button>
      </form>
    </section>
  );
});
