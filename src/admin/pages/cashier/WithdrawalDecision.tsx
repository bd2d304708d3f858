import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { useBusy } from '../useBusy';

/** The confirmation step of a decision: what happens to the money, and the reason for the log. */
export const WithdrawalDecision = observer(function WithdrawalDecision(props: {
  withdrawal: WithdrawalListing;
  approve: boolean;
  onDone(): void;
}) {
  const { cashier } = useAdmin();
  const { t, i18n } = useTranslation();
  const { withdrawal: w, approve } = props;
  const [reason, setReason] = useState('');
  const [busy, run] = useBusy();
  const amount = formatMinor(w.amount, w.currency, i18n.language);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const notice = t(approve ? 'cashier.approved' : 'cashier.rejected', { id: w.withdrawalId, amount });
    await run(async () => {
      if (await cashier.decide({ withdrawalId: w.withdrawalId, approve, reason }, notice)) props.onDone();
    });
  };
  return (
    <form
      className="admin-card admin-stack"
      onSubmit={submit}
      aria-labelledby="decision-heading"
      aria-busy={busy}
    >
      <h2 id="decision-heading">
        {t(approve ? 'cashier.approveHeading' : 'cashier.rejectHeading', { id: w.withdrawalId })}
      </h2>
      <p>
        {t(approve ? 'cashier.approveWarning' : 'cashier.rejectWarning', {
          amount,
          username: w.username,
          method: w.method,
        })}
      </p>
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
        <button
          className={`admin-button ${approve ? 'admin-button--primary' : 'admin-button--danger'}`}
          type="submit"
          disabled={busy}
        >
          {t(approve ? 'cashier.confirmApprove' : 'cashier.confirmReject')}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </span>
    </form>
  );
});
