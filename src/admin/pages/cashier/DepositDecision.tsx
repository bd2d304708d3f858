import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { useBusy } from '../useBusy';

/** The confirmation step of settling or declining an mBoB request: what happens, and the reason. */
export const DepositDecision = observer(function DepositDecision(props: {
  deposit: DepositListing;
  settle: boolean;
  onDone(): void;
}) {
  const { deposits } = useAdmin();
  const { t, i18n } = useTranslation();
  const { deposit: d, settle } = props;
  const [reason, setReason] = useState('');
  const [busy, run] = useBusy();
  const amount = formatMinor(d.amount, d.currency, i18n.language);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const notice = t(settle ? 'deposits.settled' : 'deposits.declined', { id: d.orderId, amount });
    await run(async () => {
      if (await deposits.decide(settle, { orderId: d.orderId, reason }, notice)) props.onDone();
    });
  };
  return (
    <form
      className="admin-card admin-stack"
      onSubmit={submit}
      aria-labelledby="deposit-decision-heading"
      aria-busy={busy}
    >
      <h3 id="deposit-decision-heading">
        {t(settle ? 'deposits.settleHeading' : 'deposits.declineHeading', { id: d.orderId })}
      </h3>
      <p>
        {t(settle ? 'deposits.settleWarning' : 'deposits.declineWarning', {
          amount,
          username: d.username,
          reference: d.reference,
        })}
      </p>
      <label htmlFor="deposit-decision-reason">{t('games.reason')}</label>
      <input
        id="deposit-decision-reason"
        value={reason}
        required
        minLength={3}
        maxLength={500}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <span className="admin-actions">
        <button
          className={`admin-button ${settle ? 'admin-button--primary' : 'admin-button--danger'}`}
          type="submit"
          disabled={busy}
        >
          {t(settle ? 'deposits.confirmSettle' : 'deposits.confirmDecline')}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </span>
    </form>
  );
});
