import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { useBusy } from '../useBusy';

type Action = 'suspend' | 'ban' | 'reactivate' | 'logout';

const STATUS_OF = { suspend: 'suspended', ban: 'banned', reactivate: 'active' } as const;

/** Suspend, ban, reactivate and force logout: each with a reason (kept in the audit log), confirmed. */
export const StatusActions = observer(function StatusActions({ overview }: { overview: PlayerOverview }) {
  const { player: store, session } = useAdmin();
  const { t } = useTranslation();
  const [acting, setActing] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [busy, run] = useBusy();
  const { playerId, status, username } = overview.player;
  const actions: Action[] = [];
  if (session.may('setPlayerStatus')) {
    if (status === 'active') actions.push('suspend', 'ban');
    if (status === 'suspended') actions.push('ban', 'reactivate');
    if (status === 'banned') actions.push('reactivate');
  }
  if (session.may('endPlayerSessions') && overview.sessions.length > 0) actions.push('logout');
  if (actions.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!acting) return;
    const notice = t(`player.actions.done.${acting}`, { username });
    await run(async () => {
      const done =
        acting === 'logout'
          ? await store.forceLogout({ playerId, reason }, notice)
          : await store.setStatus({ playerId, status: STATUS_OF[acting], reason }, notice);
      if (done) {
        setActing(null);
        setReason('');
      }
    });
  };
  return (
    <section className="admin-card" aria-labelledby="player-actions">
      <h2 id="player-actions">{t('player.actions.heading')}</h2>
      {!acting && (
        <span className="admin-actions">
          {actions.map((a) => (
            <button
              key={a}
              className={`admin-button ${a === 'ban' ? 'admin-button--danger' : ''}`}
              onClick={() => setActing(a)}
            >
              {t(`player.actions.${a}`)}
            </button>
          ))}
        </span>
      )}
      {acting && (
        <form onSubmit={submit} aria-busy={busy}>
          <p>{t(`player.actions.confirm.${acting}`, { username })}</p>
          <label htmlFor="status-reason">{t('games.reason')}</label>
          <input
            id="status-reason"
            value={reason}
            required
            minLength={3}
            maxLength={500}
            autoFocus
            onChange={(e) => setReason(e.target.value)}
          />
          <span className="admin-actions">
            <button
              type="submit"
              disabled={busy}
              className={`admin-button ${acting === 'reactivate' ? 'admin-button--primary' : 'admin-button--danger'}`}
            >
              {t(`player.actions.submit.${acting}`)}
            </button>
            <button type="button" className="admin-button" onClick={() => setActing(null)}>
              {t('games.back')}
            </button>
          </span>
        </form>
      )}
    </section>
  );
});
