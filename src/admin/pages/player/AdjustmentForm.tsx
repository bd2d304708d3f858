import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { toMinor } from '../toMinor';
import { useBusy } from '../useBusy';

const newKey = () => `console-${crypto.randomUUID()}`;

/**
 * A signed correction of the player's cash or bonus. Up to the site's threshold it applies at once;
 * above it, it waits in the cashier's list for a second operator. The request key stays the same
 * until it succeeds, so a double submit or a retry moves the money once.
 */
export const AdjustmentForm = observer(function AdjustmentForm({ overview }: { overview: PlayerOverview }) {
  const { player: store, sites } = useAdmin();
  const { t, i18n } = useTranslation();
  const currencies = sites.site(overview.player.siteId)?.currencies ?? [];
  const [form, setForm] = useState({
    account: 'cash' as 'cash' | 'bonus',
    currency: '',
    amount: '',
    reason: '',
  });
  const [requestKey, setRequestKey] = useState(newKey);
  const [invalid, setInvalid] = useState(false);
  const [busy, run] = useBusy();
  const currency = form.currency || currencies[0] || 'USD';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = toMinor(form.amount, currency);
    setInvalid(amount === null || amount === 0);
    if (amount === null || amount === 0) return;
    await run(async () => {
      const shown = formatMinor(amount, currency, i18n.language);
      const done = await store.adjust(
        {
          playerId: overview.player.playerId,
          account: form.account,
          currency,
          amount,
          reason: form.reason,
          requestKey,
        },
        {
          done: t('player.adjust.done', { amount: shown }),
          pending: t('player.adjust.pending', { amount: shown }),
        },
      );
      if (done) {
        setForm({ ...form, amount: '', reason: '' });
        setRequestKey(newKey());
      }
    });
  };
  return (
    <section className="admin-card" aria-labelledby="player-adjust">
      <h2 id="player-adjust">{t('player.adjust.heading')}</h2>
      <p className="admin-muted">{t('player.adjust.intro')}</p>
      <form onSubmit={submit} aria-busy={busy}>
        <label htmlFor="adjust-account">{t('player.account')}</label>
        <select
          id="adjust-account"
          value={form.account}
          onChange={(e) => setForm({ ...form, account: e.target.value as 'cash' | 'bonus' })}
        >
          <option value="cash">{t('player.accounts.cash')}</option>
          <option value="bonus">{t('player.accounts.bonus')}</option>
        </select>
        {currencies.length > 1 && (
          <>
            <label htmlFor="adjust-currency">{t('player.currency')}</label>
            <select
              id="adjust-currency"
              value={currency}
              onChange={(e) => setForm({ ...form, currency: e.target.value })}
            >
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </>
        )}
        <label htmlFor="adjust-amount">{t('player.adjust.amount', { currency })}</label>
        <input
          id="adjust-amount"
          value={form.amount}
          required
          inputMode="decimal"
          aria-invalid={invalid}
          aria-describedby="adjust-amount-hint"
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
        />
        <span id="adjust-amount-hint" className={invalid ? 'admin-error' : 'admin-muted'}>
          {t('player.adjust.amountHint')}
        </span>
        <label htmlFor="adjust-reason">{t('games.reason')}</label>
        <input
          id="adjust-reason"
          value={form.reason}
          required
          minLength={3}
          maxLength={500}
          onChange={(e) => setForm({ ...form, reason: e.target.value })}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {t('player.adjust.submit')}
        </button>
      </form>
    </section>
  );
});
