import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceWindow, SiteSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { DataTable, type ListColumn } from '../table/DataTable';

/** Local date-time for <input type="datetime-local">, from epoch ms. */
const localInput = (at: number) =>
  new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const HOUR = 3_600_000;

/** Maintenance windows ahead: the server switches them on and off; players get a notice before. */
export const ScheduledMaintenancePanel = observer(function ScheduledMaintenancePanel({
  site,
}: {
  site: SiteSummary;
}) {
  const { maintenance, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const allowed = session.may('scheduleMaintenance');
  const [form, setForm] = useState(() => {
    const from = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
    return { from: localInput(from), to: localInput(from + HOUR), message: '' };
  });
  useEffect(() => void maintenance.load(site.siteId), [maintenance, site.siteId]);
  const when = (at: number) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = {
      siteId: site.siteId,
      from: new Date(form.from).getTime(),
      to: new Date(form.to).getTime(),
      message: form.message,
    };
    if (await maintenance.schedule(params, t('windows.scheduled', { from: when(params.from) })))
      setForm({ ...form, message: '' });
  };
  const columns = useMemo<ListColumn<MaintenanceWindow>[]>(
    () => [
      { id: 'from', header: t('windows.from'), cell: (w) => when(w.from) },
      { id: 'to', header: t('windows.to'), cell: (w) => when(w.to) },
      { id: 'message', header: t('windows.message'), cell: (w) => w.message },
      {
        id: 'status',
        header: t('windows.status'),
        cell: (w) => (
          <span className={`admin-chip admin-chip--${w.status === 'active' ? 'warn' : 'ok'}`}>
            {t(`windows.statuses.${w.status}`)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('windows.actions'),
        cell: (w) =>
          allowed && (
            <button
              type="button"
              className="admin-button"
              onClick={() => {
                if (window.confirm(t(w.status === 'active' ? 'windows.confirmEnd' : 'windows.confirmCancel')))
                  void maintenance.cancel(
                    { siteId: w.siteId, windowId: w.windowId },
                    t(w.status === 'active' ? 'windows.ended' : 'windows.cancelled'),
                  );
              }}
            >
              {t(w.status === 'active' ? 'windows.end' : 'windows.cancel')}
            </button>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, allowed, maintenance],
  );
  return (
    <section className="admin-card admin-windows" aria-labelledby="windows-heading">
      <h2 id="windows-heading">{t('windows.heading')}</h2>
      <p className="admin-muted">{t('windows.intro')}</p>
      <p className="admin-notice" role="status" data-testid="windows-notice">
        {maintenance.notice}
      </p>
      {maintenance.error && (
        <p className="admin-error" role="alert">
          {maintenance.error}
        </p>
      )}
      {allowed && (
        <form onSubmit={submit} className="admin-window-form">
          <label htmlFor="window-from">{t('windows.fromLocal')}</label>
          <input
            id="window-from"
            type="datetime-local"
            value={form.from}
            required
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
          <label htmlFor="window-to">{t('windows.toLocal')}</label>
          <input
            id="window-to"
            type="datetime-local"
            value={form.to}
            required
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
          <label htmlFor="window-message">{t('windows.message')}</label>
          <textarea
            id="window-message"
            value={form.message}
            maxLength={500}
            rows={2}
            onChange={(e) => setForm({ ...form, message: e.target.value })}
          />
          <button type="submit" className="admin-button admin-button--primary">
            {t('windows.schedule')}
          </button>
        </form>
      )}
      {maintenance.windows.length > 0 ? (
        <DataTable
          caption={t('windows.heading')}
          rows={maintenance.windows}
          columns={columns}
          rowKey={(w) => w.windowId}
          busy={maintenance.loading}
          testId="windows-table"
        />
      ) : (
        <p className="admin-muted">{t('windows.none')}</p>
      )}
    </section>
  );
});
