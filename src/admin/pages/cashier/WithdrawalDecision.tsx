import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { useBusy } from '../useBusy';

/** What an operator does to a withdrawal: approve or reject a pending one, reverse a returned payout. */
export type WithdrawalAction = 'approve' | 'reject' | 'reverse';

/** Each action's strings (cashier.*) and button style. */
const TEXTS: Record<
  WithdrawalAction,
  { heading: string; warning: string; confirm: string; done: string; style: string }
> = {
  approve: {
    heading: 'approveHeading',
    warning: 'approveWarning',
    confirm: 'confirmApprove',
    done: 'approved',
    style: 'admin-button--primary',
  },
  reject: {
    heading: 'rejectHeading',
    warning: 'rejectWarning',
    confirm: 'confirmReject',
    done: 'rejected',
    style: 'admin-button--danger',
  },
  reverse: {
    heading: 'reverseHeading',
    warning: 'reverseWarning',
    confirm: 'confirmReverse',
    done: 'reversed',
    style: 'admin-button--danger',
  },
};

/** The confirmation step of a decision: what happens to the money, and the reason for the log. */
export const WithdrawalDecision = observer(function WithdrawalDecision(props: {
  withdrawal: WithdrawalListing;
  action: WithdrawalAction;
  onDone(): void;
}) {
  const { cashier } = useAdmin();
  const { t, i18n } = useTranslation();
  const { withdrawal: w, action } = props;
  const texts = TEXTS[action];
  const [reason, setReason] = useState('');
  const [busy, run] = useBusy();
  const amount = formatMinor(w.amount, w.currency, i18n.language);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const notice = t(`cashier.${texts.done}`, { id: w.withdrawalId, amount });
    const { withdrawalId } = w;
    await run(async () => {
      const done =
        action === 'reverse'
          ? await cashier.reverse({ withdrawalId, reason }, notice)
          : await cashier.decide({ withdrawalId, approve: action === 'approve', reason }, notice);
      if (done) props.onDone();
    });
  };
  return (
    <form
      className="admin-card admin-stack"
      onSubmit={submit}
      aria-labelledby="decision-heading"
      aria-busy={busy}
    >
      <h2 id="decision-heading">{t(`cashier.${texts.heading}`, { id: w.withdrawalId })}</h2>
      <p>{t(`cashier.${texts.warning}`, { amount, username: w.username, method: w.method })}</p>
      <label htmlFor="decision-reason">{t('games.reason')}</label>
      <input
        id="decision-reason"
        value={reason}
        required
        minLength={3}
        maxLength={500}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <span className="admin-actions">
        <button className={`admin-button ${texts.style}`} type="submit" disabled={busy}>
          {t(`cashier.${texts.confirm}`)}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </span>
    </form>
  );
});
