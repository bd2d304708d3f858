import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { toMinor } from '../toMinor';
import { useBusy } from '../useBusy';
import { CoolOffFields, LimitFields, type LimitDraft } from './ActionFields';

type Action = 'suspend' | 'ban' | 'reactivate' | 'logout' | 'reset' | 'limit' | 'coolOff' | 'close';

const STATUS_OF = { suspend: 'suspended', ban: 'banned', reactivate: 'active' } as const;

/** The actions that take nothing away from the player: their submit is not styled as a danger. */
const GENTLE: readonly Action[] = ['reactivate', 'reset', 'limit'];

/**
 * Suspend, ban, reactivate, force logout, a password-reset mail, a customer-service limit and a
 * cool-off, closing the account: each with a reason (kept in the audit log), confirmed.
 */
export const StatusActions = observer(function StatusActions({ overview }: { overview: PlayerOverview }) {
  const { player: store, session, sites } = useAdmin();
  const { t, i18n } = useTranslation();
  const [acting, setActing] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [limit, setLimit] = useState<LimitDraft>({ kind: 'daily', amount: '', currency: '' });
  const [days, setDays] = useState('7');
  const [invalid, setInvalid] = useState(false);
  const [busy, run] = useBusy();
  const { playerId, status, username } = overview.player;
  const currencies = sites.site(overview.player.siteId)?.currencies ?? [];
  const currency = limit.currency || currencies[0] || 'USD';
  const actions: Action[] = [];
  if (session.may('setPlayerStatus')) {
    if (status === 'active') actions.push('suspend', 'ban');
    if (status === 'suspended') actions.push('ban', 'reactivate');
    if (status === 'banned') actions.push('reactivate');
  }
  if (session.may('endPlayerSessions') && overview.sessions.length > 0) actions.push('logout');
  if (session.may('sendPasswordReset') && status !== 'banned' && overview.player.email !== null)
    actions.push('reset');
  if (session.may('setCustomerServiceLimit')) actions.push('limit');
  if (session.may('imposeCoolOff')) actions.push('coolOff');
  const closed = store.activity?.playerId === playerId && store.activity.of.closedAt !== null;
  if (session.may('closeAccount') && !closed) actions.push('close');
  if (actions.length === 0) return null;

  const perform = (action: Action): Promise<boolean> => {
    if (action === 'logout')
      return store.forceLogout({ playerId, reason }, t('player.actions.done.logout', { username }));
    if (action === 'reset')
      return store.sendPasswordReset({ playerId, reason }, t('player.actions.done.reset', { username }));
    if (action === 'limit') {
      const amount = toMinor(limit.amount, currency);
      setInvalid(amount === null || amount < 0);
      if (amount === null || amount < 0) return Promise.resolve(false);
      const notice = t('player.actions.done.limit', {
        username,
        kind: t(`player.limitKinds.${limit.kind}`),
        amount: formatMinor(amount, currency, i18n.language),
      });
      return store.setServiceLimit({ playerId, kind: limit.kind, amount, currency, reason }, notice);
    }
    if (action === 'close')
      return store.closeAccount({ playerId, reason }, t('player.actions.done.close', { username }));
    if (action === 'coolOff')
      return store.imposeCoolOff(
        { playerId, days: Number(days), reason },
        t('player.actions.done.coolOff', { username, days }),
      );
    const notice = t(`player.actions.done.${action}`, { username });
    return store.setStatus({ playerId, status: STATUS_OF[action], reason }, notice);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!acting) return;
    await run(async () => {
      if (await perform(acting)) {
        setActing(null);
        setReason('');
        setLimit({ ...limit, amount: '' });
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
              className={`admin-button ${a === 'ban' || a === 'close' ? 'admin-button--danger' : ''}`}
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
          {acting === 'limit' && (
            <LimitFields
              limit={limit}
              onChange={setLimit}
              currencies={currencies}
              currency={currency}
              invalid={invalid}
            />
          )}
          {acting === 'coolOff' && <CoolOffFields days={days} onChange={setDays} />}
          <label htmlFor="status-reason">{t('games.reason')}</label>
          <input
            id="status-reason"
            value={reason}
            required
            minLength={3}
            maxLength={500}
            autoFocus={acting !== 'limit' && acting !== 'coolOff'}
            onChange={(e) => setReason(e.target.value)}
          />
          <span className="admin-actions">
            <button
              type="submit"
              disabled={busy}
              className={`admin-button ${GENTLE.includes(acting) ? 'admin-button--primary' : 'admin-button--danger'}`}
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
