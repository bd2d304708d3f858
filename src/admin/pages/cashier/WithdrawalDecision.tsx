import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WithdrawalListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { ReasonConfirm } from './ReasonConfirm';

/** What an operator does to a withdrawal: approve or reject a pending one, reverse a returned payout. */
export type WithdrawalAction = 'approve' | 'reject' | 'reverse';

/** Each action's strings (cashier.*), and whether its button warns. */
const TEXTS: Record<
  WithdrawalAction,
  { heading: string; warning: string; confirm: string; done: string; danger: boolean }
> = {
  approve: {
    heading: 'approveHeading',
    warning: 'approveWarning',
    confirm: 'confirmApprove',
    done: 'approved',
    danger: false,
  },
  reject: {
    heading: 'rejectHeading',
    warning: 'rejectWarning',
    confirm: 'confirmReject',
    done: 'rejected',
    danger: true,
  },
  reverse: {
    heading: 'reverseHeading',
    warning: 'reverseWarning',
    confirm: 'confirmReverse',
    done: 'reversed',
    danger: true,
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
  const amount = formatMinor(w.amount, w.currency, i18n.language);
  const act = (reason: string) => {
    const notice = t(`cashier.${texts.done}`, { id: w.withdrawalId, amount });
    const { withdrawalId } = w;
    return action === 'reverse'
      ? cashier.reverse({ withdrawalId, reason }, notice)
      : cashier.decide({ withdrawalId, approve: action === 'approve', reason }, notice);
  };
  return (
    <ReasonConfirm
      idPrefix="decision"
      heading={t(`cashier.${texts.heading}`, { id: w.withdrawalId })}
      warning={t(`cashier.${texts.warning}`, { amount, username: w.username, method: w.method })}
      confirmLabel={t(`cashier.${texts.confirm}`)}
      danger={texts.danger}
      act={act}
      onDone={props.onDone}
    />
  );
});
